import { contentTree } from "./content-tree.server";
import { type PageContent, type PageName, pageSchemas } from "./schemas";

/** The short copy of one page (title, description, hero and its own blocks), validated. */
export function loadPage<N extends PageName>(name: N): PageContent<N> {
  return contentTree().pages[name];
}

export function allPageNames(): PageName[] {
  return Object.keys(pageSchemas) as PageName[];
}
