import type { Locale } from "../i18n/locale.ts";
import { MESSAGE_PREFIX, type Messages } from "../i18n/translations";
import type { ContentTree } from "./content-tree.server";
import type { TranslationKind } from "./schemas";

/**
 * The texts of `kinds` in `locale`, each key under its kind ("calculators.form.amount"), from the
 * content's translations. Apart from the loaders' reader (translations.server.ts) so that the
 * build can select a language's texts from the content it reads, with nothing of the server
 * (scripts/lib/compile-content.ts).
 */
export function selectTranslations(translations: ContentTree["translations"], locale: Locale, kinds: TranslationKind[]): Messages {
  return Object.fromEntries(
    kinds.flatMap((kind) => [
      ...Object.entries(translations[locale][kind]).map(([key, text]) => [`${kind}.${key}`, text]),
      // The validation sentences arrive in English (from the shared contract); each is also keyed by
      // its English text, so the form shows it in the page's language (useMessage). Only where that
      // differs: an English sentence shows as it came, so the English pages carry none of these.
      ...Object.entries(translations.en[kind]).flatMap(([key, english]) => {
        const text = translations[locale][kind][key];
        return key.startsWith("messages.") && text !== undefined && text !== english ? [[`${MESSAGE_PREFIX}${english}`, text]] : [];
      }),
    ]),
  );
}
