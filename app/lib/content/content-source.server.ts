import { loadContentTree } from "./content-tree.server";
import { type RenderedContentTree, renderContent } from "./rendered-content.server";

let cached: RenderedContentTree | undefined;

/**
 * The content the loaders read, its MDX rendered. Here, for the tests and scripts, it is read,
 * checked and rendered from the content folder once per process; in the app's build and dev server
 * this module is replaced by the same tree compiled in as data (scripts/lib/compile-content.ts), so
 * the built server reads no content/ folder and needs none of the packages that parse or render it
 * (docs/decisions/0009, 0036).
 */
export function contentTree(): RenderedContentTree {
  cached ??= renderContent(loadContentTree());
  return cached;
}
