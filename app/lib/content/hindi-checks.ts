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
  for (const { field, text } of fields) {
    for (const term of glossary.terms) {
      if (term.avoid.length === 0) continue;
      const unglossed = withoutGlosses(text, term.hi);
      for (const avoided of term.avoid) {
        if (unglossed.includes(avoided)) {
          problems.push(
            `${field}: uses "${avoided}"; the glossary (glossary.yaml) writes "${term.hi}" for "${term.en}" (the everyday word may follow it in brackets: "${term.hi} (${avoided})")`,
          );
        }
      }
    }
  }
  return problems;
}

// "धारा 12A", "आदेश 13-क", "धारा 29-A": the Hindi texts of the Acts join a Devanagari letter to the number.
const looseLetter = /(?:धारा|उपधारा|आदेश|नियम|अध्याय)\s+\d+(?:-?[A-Za-z](?![A-Za-z])|-[\u0915-\u0939])/gu;

/** Lettered provisions written otherwise than "धारा 12क", "आदेश 13क". */
export function provisionProblems(fields: readonly HindiField[]): string[] {
  return fields.flatMap(({ field, text }) =>
    [...text.matchAll(looseLetter)].map(
      (match) => `${field}: writes "${match[0]}"; a lettered provision takes the Devanagari letter joined to its number (धारा 12क, आदेश 13क)`,
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
