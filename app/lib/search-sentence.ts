/**
 * The sentence of an article's body that a search matched, for a result found only in the body:
 * the box shows it with the matched words marked. Pure, so the box and its tests share it.
 */

/** Words before a full stop that do not end a sentence: "v.", "Co.", "No. 3", "s. 34", initials ("A.K."). */
const ABBREVIATIONS = new Set([
  "v",
  "vs",
  "co",
  "ltd",
  "pvt",
  "inc",
  "no",
  "nos",
  "s",
  "ss",
  "art",
  "arts",
  "para",
  "paras",
  "cl",
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "sr",
  "jr",
  "e.g",
  "i.e",
  "cf",
  "viz",
  "etc",
  "supp",
  "ors",
  "anr",
  "vol",
  "p",
  "pp",
]);

/** The body's sentences, split after ".", "?" or "!" before a capital, a digit, an opening bracket or quotation mark. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const boundary of text.matchAll(/[.?!]["”’)]?\s+(?=[\p{Lu}\p{N}(“"‘[])/gu)) {
    const end = boundary.index + boundary[0].trimEnd().length;
    const lastWord = /([\p{L}.]+)\.["”’)]?$/u.exec(text.slice(start, end))?.[1]?.toLowerCase() ?? "";
    if (boundary[0].startsWith(".") && (ABBREVIATIONS.has(lastWord) || /^(\p{L}\.)*\p{L}$/u.test(lastWord))) continue;
    sentences.push(text.slice(start, end).trim());
    start = boundary.index + boundary[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** At most this many words are shown; a longer sentence is cut around its first match, with "…". */
export const SENTENCE_WORDS = 40;

/**
 * The first sentence holding the most of the matched terms (the index's terms, lower case), cut to
 * SENTENCE_WORDS around its first match; null when no sentence holds any.
 */
export function matchedSentence(text: string, terms: ReadonlySet<string>): string | null {
  let best: { sentence: string; hits: number } | null = null;
  for (const sentence of sentencesOf(text)) {
    const hits = new Set(wordsOf(sentence).filter((word) => terms.has(word))).size;
    if (hits > (best?.hits ?? 0)) best = { sentence, hits };
    if (best && best.hits === terms.size) break;
  }
  if (!best) return null;
  const words = best.sentence.split(/\s+/);
  if (words.length <= SENTENCE_WORDS) return best.sentence;
  const first = words.findIndex((word) => wordsOf(word).some((w) => terms.has(w)));
  const from = Math.max(0, Math.min(first - Math.floor(SENTENCE_WORDS / 3), words.length - SENTENCE_WORDS));
  return `${from > 0 ? "… " : ""}${words.slice(from, from + SENTENCE_WORDS).join(" ")}${from + SENTENCE_WORDS < words.length ? " …" : ""}`;
}
