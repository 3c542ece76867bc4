/**
 * A calculator's prerendered page cut at the two places a result changes it, as the build found
 * them by parsing the page (scripts/lib/result-templates.ts, docs/decisions/0039): the language
 * switch's `href` attribute, which carries the result's query, and the island (its element and
 * its props), which is rendered for the result. Everything else is the prerendered page's bytes.
 */
export type ResultTemplate = {
  /** The island's name in the server build (core/routing/site-pages.ts). */
  island: string;
  /** The page up to the switch's href attribute; from after it to the island; from after the island's props to the end. */
  pieces: [string, string, string];
  /** The same page in the other language, where the switch leads; a result's query is added to it. */
  otherLanguage: string;
};

/** The build's templates, by the calculator page's path. */
export type ResultTemplates = Record<string, ResultTemplate>;

export type LoadedTemplate = { island: string; pieces: [Buffer, Buffer, Buffer]; otherLanguage: string };

export function loadTemplate(template: ResultTemplate): LoadedTemplate {
  const [head, middle, tail] = template.pieces.map((piece) => Buffer.from(piece));
  return { island: template.island, pieces: [head!, middle!, tail!], otherLanguage: template.otherLanguage };
}

/**
 * The result page: the prerendered page with the switch's address carrying `query` and the island's
 * HTML in place of the prerendered one. The attribute is escaped as React escapes one, so the page is
 * what a render of the whole page would write.
 */
export function fillTemplate(template: LoadedTemplate, query: string, islandHtml: string): Buffer {
  const [head, middle, tail] = template.pieces;
  const href = Buffer.from(` href="${escapeAttribute(`${template.otherLanguage}?${query}`)}"`);
  return Buffer.concat([head, href, middle, Buffer.from(islandHtml), tail]);
}

const attributeEscapes: ReadonlyMap<string, string> = new Map([
  ["&", "&amp;"],
  ['"', "&quot;"],
  ["'", "&#x27;"],
  ["<", "&lt;"],
  [">", "&gt;"],
]);
const escapeAttribute = (value: string) => value.replace(/[&"'<>]/g, (character) => attributeEscapes.get(character)!);
