import type { Locale } from "../i18n/locale.ts";
import type { Messages, PageTexts } from "../i18n/translations";
import { toJsonText } from "../json-text";
import { madeOnce } from "../../../core/memo/made-once";
import { contentTree } from "./content-source.server";
import type { ContentTree } from "./content-tree.server";
import { selectTranslations } from "./translation-selection";
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
