import { slugify } from "../slugify.ts";

/**
 * Ids for an article's headings in document order: the slug of the text, with "-2", "-3" … for a
 * repeat. The page's renderer and the index of authorities both use it, so a link from the index
 * names the same heading the page carries.
 */
export function headingIds(): (text: string) => string {
  const used = new Map<string, number>();
  return (text) => {
    const base = slugify(text) || "section";
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  };
}
