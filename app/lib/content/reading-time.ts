/**
 * Reading time, from an article's word count at build time. 200 words a minute: below the 230 to 250
 * usually quoted for general prose, because these articles are read slowly, statute by statute and
 * citation by citation.
 */
export const WORDS_PER_MINUTE = 200;

/** The words of a text: runs between spaces holding at least one letter or digit (so "·" or "—" alone is none). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
