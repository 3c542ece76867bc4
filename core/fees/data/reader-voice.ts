/**
 * Words that tell whoever reads a sentence that it was written for someone else: an instruction to
 * the implementer ("Do not compute a fee.", "Apply the cap after the slab computation.", "Show an
 * 'as of' date.", "न करें", "लगाएँ", "दिखाएँ"), or the research's working (vectors, the engine,
 * examples the page never shows, peer calculators). fee-data.test.ts runs it over every sentence a
 * visitor can be shown, in both languages; the research files themselves may say all of this.
 */
const ENGLISH: readonly (readonly [RegExp, string])[] = [
  [/(?:^|[.;:,]\s+|\band\s+)(?:do not|don't)\b|\b(?:must not|should not)\b/i, "an instruction (do not / must not)"],
  [/(?:^|[.;:]\s+)(?:Apply|Show|Compute|Treat|Check|Use|Ignore|Note|See|Substitute|Assume|Display)\b/, "an imperative"],
  [/\bnote the correction\b/i, "an instruction to note a correction"],
  [/\bvectors?\b/i, "the research's test vectors"],
  [/\bengine\b/i, "the engine"],
  [/(?<!\bfor )\bexamples?\b/i, "examples the page does not show"],
  [/\bpeers?\b/i, "the research's word for another calculator"],
  [/\bthe research\b/i, "the research"],
  [/\bencoded\b/i, "how the data is encoded"],
];

const HINDI: readonly (readonly [RegExp, string])[] = [
  [/न\s+करें/u, "an instruction (न करें)"],
  [/न\s+लगाएँ|लगाएँ/u, "an instruction (लगाएँ)"],
  [/दिखाएँ/u, "an instruction (दिखाएँ)"],
  [/देखें/u, "an instruction (देखें)"],
  [/मानें|मान\s+लें/u, "an instruction (मानें)"],
  [/अनदेखा\s+करें/u, "an instruction (अनदेखा करें)"],
  [/लिखें/u, "an instruction (लिखें)"],
  [/उदाहरण(?!\s+के\s+लिए)/u, "examples the page does not show"],
  [/वेक्टर|इंजन/u, "the research's working"],
  [/(?<![\p{L}\p{M}])शोध(?![\p{L}\p{M}])/u, "the research"],
  [/नहीं\s+करना\s+चाहिए/u, "an instruction (नहीं करना चाहिए)"],
];

/** What in a sentence speaks to the implementer or the researcher rather than its reader; empty when nothing does. */
export function wrongReader(sentence: string, language: "en" | "hi"): string[] {
  const rules = language === "en" ? ENGLISH : HINDI;
  return rules.filter(([pattern]) => pattern.test(sentence)).map(([, what]) => what);
}
