import type { Locale } from "../i18n/locale.ts";
import { MESSAGE_PREFIX, type Messages, type PageTexts } from "../i18n/translations";
import { toJsonText } from "../json-text";
import { madeOnce } from "../../../core/memo/made-once";
import { contentTree } from "./content-source.server";
import type { ContentTree } from "./content-tree.server";
import type { TranslationKind } from "./schemas";

/**
 * The interface texts a page needs, in its language, each key under its kind ("layout.nav.home"):
 * a page carries only the kinds it shows.
 */
export function loadTranslations(locale: Locale, ...kinds: TranslationKind[]): Messages {
  // The tree is read once per process, so each selection is made once: a rendered result page asks
  // for the same texts on every request (npm run bench:api).
  const tree = contentTree();
  const selections = selectionsOf(tree);
  const key = `${locale}:${kinds.join(",")}`;
  let messages = selections.get(key);
  if (messages === undefined) {
    messages = Object.freeze(selectTranslations(tree.translations, locale, kinds));
    selections.set(key, messages);
  }
  return messages;
}

const selectionsOf = madeOnce((_tree: ContentTree) => new Map<string, Messages>());

/** The same texts as a loader sends them to the page (PageTexts), written once. */
export function loadPageTexts(locale: Locale, ...kinds: TranslationKind[]): PageTexts {
  return pageTextsOf(loadTranslations(locale, ...kinds));
}

const pageTextsOf = madeOnce((messages: Messages): PageTexts => toJsonText(messages));

function selectTranslations(translations: ContentTree["translations"], locale: Locale, kinds: TranslationKind[]): Messages {
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
