import { type ContentTree, loadContentTree } from "./content-tree.server";

let cached: ContentTree | undefined;

/**
 * The content the loaders read. Here, for the tests and scripts, it is read and checked from the
 * content folder once per process; in the app's build and dev server this module is replaced by
 * the same tree compiled in as data (scripts/lib/compile-content.ts), so the built server reads no
 * content/ folder and needs none of the packages that parse it (docs/decisions/0009).
 */
export function contentTree(): ContentTree {
  cached ??= loadContentTree();
  return cached;
}
