/**
 * How the index of authorities names and finds its entries: a place by its heading without the
 * article's numbering, an entry by its initial. Pure and free of the content reader, for the page.
 */
import type { IndexEntry } from "./authorities.ts";

/**
 * A heading as the index names a place: without the article's own numbering ("3. Union of India v
 * Hardy Exploration" is the place "Union of India v Hardy Exploration"; also "2.1", "(a)", "IV.").
 */
export function placeHeading(heading: string): string {
  const unnumbered = heading.replace(/^\s*(?:\d+(?:\.\d+)*\.|\d+(?:\.\d+)+|\([a-z0-9]{1,4}\)|[IVX]{1,5}\.)\s+(?=\S)/i, "");
  return unnumbered || heading;
}

/** The index's initial for an entry: the first letter of its name, A to Z, or "#" for anything else. */
export function initialOf(entry: Pick<IndexEntry, "name">): string {
  const first = entry.name.trim().normalize("NFD").charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : "#";
}

/** The first entry under each initial, in the entries' order: where the index's A to Z jumps to. */
export function firstByInitial(entries: readonly IndexEntry[]): Map<string, string> {
  const first = new Map<string, string>();
  for (const entry of entries) if (!first.has(initialOf(entry))) first.set(initialOf(entry), entry.key);
  return first;
}
