import type { Locale } from "../i18n/locale.ts";
import { contentTree } from "./content-source.server";
import { type HindiPageName, type PageContent, type PageName, hindiPageNames } from "./schemas";

/** The short copy of one page (title, description, hero and its own blocks), validated. */
export function loadPage<N extends PageName>(name: N): PageContent<N>;
/** The same page's copy in `locale`: Hindi for the pages that have a Hindi counterpart. */
export function loadPage<N extends HindiPageName>(name: N, locale: Locale): PageContent<N>;
export function loadPage<N extends PageName>(name: N, locale: Locale = "en"): PageContent<N> {
  const tree = contentTree();
  if (locale === "hi" && isHindiPage(name)) return tree.hindi.pages[name] as PageContent<N>;
  return tree.pages[name];
}

function isHindiPage(name: PageName): name is HindiPageName {
  return (hindiPageNames as readonly string[]).includes(name);
}
