/**
 * The checks of the Hindi texts that go beyond their shape: the glossary's avoided forms, lettered
 * provisions written the statutes' way, and English runs marked as English in the practice pages.
 * Each problem names the field (or the line) it was found in; the loader adds the file.
 */
import type { Glossary } from "./schemas.ts";

/** One text of a Hindi file and where it sits: "hero.subtitle", "cards[2].items[0]", "line 14". */
export type HindiField = { field: string; text: string };

/** Every string of a parsed YAML value, named by its path. */
export function textFields(value: unknown, path = ""): HindiField[] {
  if (typeof value === "string") return [{ field: path || "(the file)", text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => textFields(item, `${path}[${i}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => textFields(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** The lines of an MDX body, each named by its line in the file (`firstLine` is the body's first). */
export function bodyFields(body: string, firstLine: number): HindiField[] {
  return body.split("\n").map((text, i) => ({ field: `line ${firstLine + i}`, text }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The text without the brackets that gloss a house term: "अधिकरण (ट्रिब्यूनल)" and "अधिकरणों
 * (ट्रिब्यूनलों)" may name the everyday word, because the glossary's first rule asks for exactly that
 * gloss; the same word anywhere else is still the avoided form.
 */
export function withoutGlosses(text: string, houseTerm: string): string {
  const glossed = new RegExp(`(${escapeRegExp(houseTerm)}[\\p{L}\\p{M}]*)\\s*\\((?:[^()]|\\([^()]*\\))*\\)`, "gu");
  return text.replace(glossed, "$1");
}

/** The avoided forms a text uses outside a gloss, as messages naming the field. */
export function glossaryProblems(fields: readonly HindiField[], glossary: Glossary): string[] {
  const problems: string[] = [];
  const avoidedWords = new Set(glossary.terms.flatMap((term) => term.avoid));
  const namesHolding = new Map([...avoidedWords].map((word) => [word, glossary.terms.map((t) => t.hi).filter((hi) => hi.includes(word))]));
  for (const { field, text } of fields) {
    for (const term of glossary.terms) {
      if (term.avoid.length === 0) continue;
      const unglossed = withoutGlosses(text, term.hi);
      for (const avoided of term.avoid) {
        // A house term that holds the avoided word is not the avoided word ("लोक अदालत").
        if (unglossed.includes(avoided) && (namesHolding.get(avoided) ?? []).reduce((rest, name) => rest.replaceAll(name, ""), unglossed).includes(avoided)) {
          problems.push(
            `${field}: uses "${avoided}"; the glossary (glossary.yaml) writes "${term.hi}" for "${term.en}" (the everyday word may follow it in brackets: "${term.hi} (${avoided})")`,
          );
        }
      }
    }
  }
  return problems;
}

// "धारा 12A", "आदेश 13-क", "अनुच्छेद 1-क", "अनुसूची (A)": the Hindi texts of the Acts join a Devanagari
// letter to the number ("अनुच्छेद 1क") and letter a bracketed schedule in Devanagari ("अनुसूची (क)").
const looseLetter =
  /(?:धारा|उपधारा|आदेश|नियम|अध्याय|अनुच्छेद|अनुसूची)\s+(?:\d+(?:-?[A-Za-z](?![A-Za-z])|-[\u0915-\u0939])|\([A-Za-z]\))/gu;

/** Lettered provisions written otherwise than "धारा 12क", "आदेश 13क". */
export function provisionProblems(fields: readonly HindiField[]): string[] {
  return fields.flatMap(({ field, text }) =>
    [...text.matchAll(looseLetter)].map(
      (match) =>
        `${field}: writes "${match[0]}"; a lettered provision takes the Devanagari letter joined to its number (धारा 12क, आदेश 13क, अनुच्छेद 1क, अनुसूची (क))`,
    ),
  );
}

/**
 * English left unmarked in a Hindi MDX line. An English run (an Act's title, a name) is written
 * <En>…</En> so that it carries lang="en"; a link's address is not text and is ignored.
 */
export function unmarkedEnglish(fields: readonly HindiField[]): string[] {
  return fields.flatMap(({ field, text }) => {
    const rest = text
      .replace(/<En>[\s\S]*?<\/En>/g, "")
      .replace(/\]\([^)]*\)/g, "]")
      .replace(/<\/?[A-Z][A-Za-z]*[^>]*>/g, "");
    const english = /[A-Za-z](?:[\w ,.'’&()-]*[\w)])?/.exec(rest);
    return english ? [`${field}: "${english[0].trim()}" is English outside <En>…</En>; expected the Hindi, or the English marked <En>…</En>`] : [];
  });
}

/** The text without its bracketed runs (at any depth) and its <En>…</En> runs: where English is marked. */
function withoutMarkedEnglish(text: string): string {
  let rest = text.replace(/<En>[\s\S]*?<\/En>/g, "");
  for (let previous = ""; previous !== rest; ) [previous, rest] = [rest, rest.replace(/\([^()]*\)/g, "")];
  return rest;
}

// A name in Latin letters: capitalised words, joined by the small words of names and case titles
// ("Nyayadhara Chambers", "Google Maps", "JavaScript", "ONGC Ltd v. Afcons Gunanusa JV").
const LATIN_RUN = /[A-Za-z][\w.'’&-]*(?:\s+[A-Za-z][\w.'’&-]*)*/g;
const NAME_JOINERS = new Set(["v.", "vs.", "of", "and", "the", "for", "&"]);
const isName = (run: string) =>
  /^[A-Z]/.test(run) && run.split(/\s+/).every((word) => /^[A-Z]/.test(word) || NAME_JOINERS.has(word));

/**
 * English in a Hindi text (the fee data's Hindi, the Hindi YAML) that is not marked as English: a
 * Latin run outside brackets ("(Delhi High Court Bar Association v. GNCTD)" glosses a Hindi name) and
 * outside <En>…</En> that is not a name. A field with no Devanagari at all is English on purpose (the
 * link to the English page, a picture's key) and is left alone.
 */
export function unmarkedLatin(fields: readonly HindiField[]): string[] {
  return fields.flatMap(({ field, text }) => {
    if (!/[\u0900-\u097F]/.test(text)) return [];
    const run = withoutMarkedEnglish(text)
      .replace(/\{[A-Za-z]+\}/g, "")
      .match(LATIN_RUN)
      ?.find((latin) => !isName(latin));
    return run === undefined ? [] : [`${field}: "${run}" is English outside brackets or <En>…</En>; expected the Hindi, or the English in brackets after it`];
  });
}

// "Act XIV of 1955", "Bom. Act XXXVI of 1959": the Hindi gives an Act's number as "1955 का अधिनियम 14".
const ENGLISH_ACT_NUMBER = /\bAct\s+(?:No\.\s*)?[IVXLC\d]+\s+of\s+\d{4}\b|\b[IVXLC]{2,}\b/g;

/** Act numbers written the English way in a Hindi text, or in Roman numerals. */
export function actNumberProblems(fields: readonly HindiField[]): string[] {
  return fields.flatMap(({ field, text }) =>
    [...text.replace(/<En>[\s\S]*?<\/En>/g, "").matchAll(ENGLISH_ACT_NUMBER)].map(
      (match) => `${field}: writes "${match[0]}"; the Hindi gives an Act's number as "1955 का अधिनियम 14", in digits`,
    ),
  );
}
