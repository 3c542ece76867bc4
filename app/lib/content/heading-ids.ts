import { slug } from "github-slugger";

/**
 * A heading's id: its words in any script (github-slugger keeps letters, marks and digits of every
 * script), lower-cased and joined by single hyphens. Accents on Latin letters are dropped and every
 * run of punctuation and spaces is one separator, so an English heading keeps the id it always had
 * ("Section 29A: the time limit" → "section-29a-the-time-limit") and a Hindi one reads as its words
 * ("माध्यस्थम् (आर्बिट्रेशन)" → "माध्यस्थम्-आर्बिट्रेशन").
 */
export function headingSlug(text: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
  return slug(words);
}

/**
 * Ids for an article's headings in document order: the slug of the text, with "-2", "-3" … for a
 * repeat. The page's renderer and the index of authorities both use it, so a link from the index
 * names the same heading the page carries.
 */
export function headingIds(): (text: string) => string {
  const used = new Map<string, number>();
  return (text) => {
    const base = headingSlug(text) || "section";
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  };
}
