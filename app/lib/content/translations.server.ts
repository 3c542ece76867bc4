import type { Locale } from "../i18n/locale.ts";
import { MESSAGE_PREFIX, type Messages } from "../i18n/translations";
import { contentTree } from "./content-tree.server";
import type { TranslationKind } from "./schemas";

/**
 * The interface texts a page needs, in its language, each key under its kind ("layout.nav.home"):
 * a page carries only the kinds it shows.
 */
export function loadTranslations(locale: Locale, ...kinds: TranslationKind[]): Messages {
  const { translations } = contentTree();
  return Object.fromEntries(
    kinds.flatMap((kind) => [
      ...Object.entries(translations[locale][kind]).map(([key, text]) => [`${kind}.${key}`, text]),
      // The validation sentences arrive in English (from the shared contract); each is also keyed by
      // its English text, so the form shows it in the page's language (useMessage).
      ...Object.entries(translations.en[kind])
        .filter(([key]) => key.startsWith("messages."))
        .map(([key, english]) => [`${MESSAGE_PREFIX}${english}`, translations[locale][kind][key] ?? english]),
    ]),
  );
}
