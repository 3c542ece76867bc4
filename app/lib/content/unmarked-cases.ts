/**
 * The judgments a text names but does not mark (docs/decisions/0028, 0038): a case named outside every
 * <Authority> mark that no case mark of the same text (an article with its updates, a practice page, a
 * member's page) names. The index of authorities is built from the marks, so an unmarked case would
 * quietly be missing from it; the build names the line instead.
 *
 * It reads the parsed MDX tree (mdast), one block at a time (a paragraph, a heading, a table cell), so
 * a name split by emphasis ("*Enka* v *Chubb*") or by a link is read as the reader reads it. A case is
 * named as "X v Y", "X v. Y", "X vs Y", "X Vs. Y", "X versus Y", "X v/s Y", "X बनाम Y", or "In re X"
 * alone. The pattern only finds where a case is named, it never makes an entry: the mark still says
 * what is cited.
 *
 * A mention matches a mark by the whole name, not by the word next to the "v": every word of each
 * party as the text writes it must be a word of that party in the mark. A later or shortened mention
 * passes ("Mankastu v Airvisual" for the mark "Mankastu Impex Pvt Ltd v Airvisual Ltd"; "Limited" and
 * "Ltd" agree), an unrelated case that shares a common word does not ("Bennett Coleman Ltd v Union of
 * India" against "Swiss Ribbons Pvt Ltd v Union of India"; "Harbans Singh v State of Punjab" against
 * "Kharak Singh v State of U.P."). A party in Devanagari is matched as written: the mark's text around
 * its "बनाम" must stand in full around the mention's. Capitalised words either side of a "v" are
 * always read as parties, so prose writes "seat or venue", not "Seat v Venue".
 */
import type { Root } from "mdast";
import type { Node, Parent } from "unist";
import { visit } from "unist-util-visit";

/** The words that join two parties. Each is a whole word with a space either side. */
const separator = /(?<=\s)(?:v\.?|vs\.?|Vs\.?|VS\.?|versus|Versus|v\/s|V\/s|बनाम)(?=\s)/gu;
/** The same, to split a mark's name into its parties. */
const nameSeparator = /\s+(?:v\.?|vs\.?|Vs\.?|VS\.?|versus|Versus|v\/s|V\/s|बनाम)\s+/u;
/** A judgment with one title: "In re Interplay …". */
const inRe = /(?<![\p{L}\p{N}])In [Rr][Ee]:?(?=\s)/gu;

/** Where one block's text breaks: a mark, code or a footnote reference stands between its two sides. */
const boundary = "\u0000";

const devanagari = /\p{Script=Devanagari}/u;
/** A word that can begin a party's name: a capital, a digit, or "(India)". */
const nameWord = /^\(?[\p{Lu}\p{N}]/u;
/** Small words inside a name ("State of Madras", "Reliance Industries and Anr"). */
const connectors = new Set(["of", "and", "for", "&", "de", "da", "du", "ve", "von", "van", "del", "le", "la"]);
/** Further small words inside a one-title name ("In re Interplay between Arbitration Agreements under the …"). */
const titleConnectors = new Set([...connectors, "between", "under", "in", "to", "on", "with"]);
/** Capitalised words that begin a sentence, not a name ("In Maneka Gandhi v Union of India, …"). */
const sentenceWords = new Set([
  "in", "see", "as", "also", "but", "and", "both", "since", "unlike", "like", "following", "after", "before", "under",
  "per", "then", "thus", "where", "when", "while", "once", "until", "only", "even", "here", "there", "this", "that",
  "its", "their", "compare", "cf", "eg", "ie", "applying", "citing", "later", "earlier",
]); // prettier-ignore
/** Abbreviations that end in a full stop without ending the sentence. */
const abbreviationsWithStop = new Set(["ltd", "co", "pvt", "inc", "corp", "bros", "mr", "dr", "st", "no", "smt", "ors", "anr", "jr", "sr", "plc"]);
/** The usual abbreviations of a party's name, so "Limited" in the text meets "Ltd" in the mark. */
const abbreviations: Record<string, string> = { limited: "ltd", private: "pvt", company: "co", corporation: "corp", incorporated: "inc" };
/** Words compared as nothing: joining words and the "& Ors." of a cause title. */
const filler = new Set(["of", "the", "and", "for", "&", "", "ors", "anr", "others", "another", "etc", "ms", "mr", "smt", "shri"]);

/** A word as compared: lower case, letters and digits only ("Ltd." and "Ltd", "U.P." and "UP" agree), abbreviated. */
const wordOf = (word: string) => {
  const plain = word.toLowerCase().replace(/[^\p{L}\p{N}&]/gu, "");
  return abbreviations[plain] ?? plain;
};
const wordListOf = (party: readonly string[]) => party.map(wordOf).filter((word) => !filler.has(word));
const wordsOf = (party: readonly string[]) => new Set(wordListOf(party));
const isSubset = (part: Iterable<string>, whole: Set<string>) => {
  const words = [...part];
  return words.length > 0 && words.every((word) => whole.has(word));
};
/** The words that tell a party from another: its name without "Ltd", "Pvt", "Inc" and the like. */
const corporate = new Set(["ltd", "pvt", "co", "inc", "corp", "llc", "plc", "sa", "sas", "ag", "gmbh", "fze", "jv", "p"]);

/**
 * Whether a party as the text writes it (its words in order) names the same party as a mark's side:
 * every word of it is a word of the mark's side (a shortened mention: "Airvisual" for "Airvisual
 * Ltd"), or the words next to the "v" hold the whole of the mark's side and the text's further
 * capitalised words are not part of the name ("In Maneka Gandhi v Union of India Writ …").
 */
function sameParty(words: readonly string[], side: Set<string>, nextToSeparator: "start" | "end"): boolean {
  if (isSubset(words, side)) return true;
  const core = [...side].filter((word) => !corporate.has(word));
  if (core.length === 0) return false;
  for (let k = 1; k < words.length; k++) {
    const part = nextToSeparator === "end" ? words.slice(-k) : words.slice(0, k);
    if (isSubset(part, side) && core.every((word) => part.includes(word))) return true;
  }
  return false;
}

/** A word whose full stop ends a sentence ("India." in "… v Union of India. The"), unlike "Ltd." or "U.P.". */
const endsSentence = (token: string) => {
  if (/[!?]["'’)]*$/u.test(token)) return true;
  if (!/\.["'’)]*$/u.test(token)) return false;
  const word = token.replace(/["'’)]+$/u, "");
  if (/^\(?\p{L}\.$/u.test(word) || /\p{L}\.\p{L}/u.test(word)) return false; // "K." and "U.P."
  return !abbreviationsWithStop.has(wordOf(word));
};
/** A word after which the name cannot go on: "India," or "Madras;" (a full stop is endsSentence's). */
const endsClause = (token: string) => /[,;:]["'’)]*$/u.test(token);
const bare = (token: string) => token.replace(/^[("'‘“]+|[,;:.!?"'’”]+$/gu, "").replace(/^\((.*)\)$/u, "$1");
/** A party as the text writes it, without the comma or full stop that follows it. */
const shown = (party: readonly string[]) => {
  const text = party.join(" ").replace(/[,;:]+$/u, "");
  return endsSentence(party.at(-1) ?? "") ? text.replace(/[.!?]+$/u, "") : text;
};

/** The party just before a separator, read backwards from it: "Bennett Coleman Ltd" of "In Bennett Coleman Ltd v …". */
function partyBefore(tokens: readonly string[]): string[] {
  const party: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] ?? "";
    if (party.length === 0 ? !nameWord.test(token) || endsClause(token) : endsClause(token) || endsSentence(token)) break;
    if (nameWord.test(token)) party.unshift(token);
    else if (connectors.has(token.toLowerCase()) && nameWord.test(tokens[i - 1] ?? "")) party.unshift(token);
    else break;
  }
  while (party.length > 0 && (connectors.has(party[0]?.toLowerCase() ?? "") || sentenceWords.has(wordOf(party[0] ?? "")))) party.shift();
  return party;
}

/** The party just after a separator: "Union of India" of "… v Union of India, the Court held". */
function partyAfter(tokens: readonly string[], joining: ReadonlySet<string> = connectors, title = false): string[] {
  const party: string[] = [];
  // A joining word belongs to the name when a capitalised word follows it, past any other joining words.
  const joinsAt = (i: number) => {
    const word = (tokens[i] ?? "").toLowerCase();
    if (!joining.has(word) && !(word === "the" && joining.has((tokens[i - 1] ?? "").toLowerCase()))) return false;
    let j = i + 1;
    while (joining.has((tokens[j] ?? "").toLowerCase()) || (tokens[j] ?? "") === "the") j++;
    return nameWord.test(tokens[j] ?? "");
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    if (/^\(\p{N}/u.test(token) || /^\[/u.test(token)) break; // a report: "(2020) 4 SCC 234", "[2020] UKSC 38"
    const joins = party.length > 0 && joinsAt(i);
    const year = title && party.length > 0 && /^\p{N}{4}\b/u.test(token) && endsClause(tokens[i - 1] ?? ""); // "… Act, 1996"
    if (!year && party.length > 0 && /^\p{N}/u.test(token)) break; // a number after a name begins a citation
    if (!nameWord.test(token) && !joins && !year) break;
    party.push(token);
    if (endsSentence(token) || (endsClause(token) && !(title && /^\p{N}{4}/u.test(tokens[i + 1] ?? "")))) break;
  }
  while (party.length > 0 && joining.has(party.at(-1)?.toLowerCase() ?? "")) party.pop();
  return party;
}

/** The Devanagari words next to a separator, each side read to the block's edge (matched as written). */
const devanagariWords = (tokens: readonly string[]) => tokens.map(bare).filter((token) => token !== "" && token !== "।");

type Mark = { name: string };
type Parties = { left: Set<string>; right: Set<string> };

/** A marked name's two sides as sets of words ("A.K. Gopalan v State of Madras"), or its one title ("In re …"). */
function partiesOf(name: string): Parties | { title: Set<string> } | null {
  const title = /^In [Rr][Ee]:?\s+(.*)$/u.exec(name);
  if (title) return { title: wordsOf((title[1] ?? "").split(/\s+/)) };
  const [left, ...right] = name.split(nameSeparator);
  if (left === undefined || right.length === 0) return null;
  return { left: wordsOf(left.split(/\s+/)), right: wordsOf(right.join(" ").split(/\s+/)) };
}

/** One block's text as a reader reads it, with the line each stretch of it starts on. */
type BlockText = { text: string; pieces: { at: number; line: number; value: string }[] };

const isAuthority = (node: Node) =>
  (node.type === "mdxJsxTextElement" || node.type === "mdxJsxFlowElement") && (node as Node & { name?: string | null }).name === "Authority";

function blockText(block: Parent): BlockText {
  const result: BlockText = { text: "", pieces: [] };
  const add = (value: string, node: Node) => {
    result.pieces.push({ at: result.text.length, line: node.position?.start.line ?? 0, value });
    result.text += value;
  };
  const walk = (node: Node) => {
    if (isAuthority(node) || node.type === "inlineCode" || node.type === "footnoteReference") return add(` ${boundary} `, node);
    if (node.type === "text") return add((node as Node & { value: string }).value, node);
    if (node.type === "break") return add(" ", node);
    for (const child of (node as Parent).children ?? []) walk(child);
  };
  for (const child of block.children) walk(child);
  return result;
}

/** The line of the file (counted in the text parsed) on which the character at `offset` of the block stands. */
function lineAt({ pieces }: BlockText, offset: number): number | string {
  const piece = [...pieces].reverse().find((p) => p.at <= offset);
  if (!piece) return "?";
  return piece.line + (piece.value.slice(0, offset - piece.at).match(/\n/g)?.length ?? 0);
}

const tokensOf = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * Each case the tree names outside the marks that none of `marked` (the text's case marks) names, as
 * "line N: …" problems in document order.
 */
export function unmarkedCases(tree: Root, marked: readonly Mark[]): string[] {
  const parties = marked.map((mark) => partiesOf(mark.name)).filter((p) => p !== null);
  const pairs = parties.filter((p): p is Parties => "left" in p);
  const titles = parties.filter((p): p is { title: Set<string> } => "title" in p);
  // A Devanagari party is matched as written: the words of each mark's name and shown text around its "बनाम".
  const markTexts: string[] = [...marked.map((mark) => mark.name)];
  visit(tree, (node: Node) => {
    if (isAuthority(node)) markTexts.push(blockText(node as Parent).text);
  });
  const devanagariPairs = markTexts
    .map((text) => text.split(/\s+बनाम\s+/u))
    .filter((sides): sides is [string, string] => sides.length === 2)
    .map(([left, right]) => ({ left: devanagariWords(tokensOf(left)), right: devanagariWords(tokensOf(right)) }));

  const problems: string[] = [];
  const report = (block: BlockText, offset: number, named: string) =>
    problems.push(
      `line ${lineAt(block, offset)}: "${named}" names a judgment that no <Authority kind="case"> mark of this text names; expected its first citation marked, <Authority kind="case" name="…" source="…">…</Authority>`,
    );

  visit(tree, (node: Node) => {
    if (node.type !== "paragraph" && node.type !== "heading" && node.type !== "tableCell") return;
    const block = blockText(node as Parent);
    const { text } = block;
    for (const match of text.matchAll(separator)) {
      const at = match.index;
      const before = tokensOf(text.slice(0, at).split(boundary).at(-1) ?? "");
      const after = tokensOf(text.slice(at + match[0].length).split(boundary)[0] ?? "");
      const devanagariSides = devanagari.test(before.at(-1) ?? "") || devanagari.test(after[0] ?? "");
      if (devanagariSides) {
        const [left, right] = [devanagariWords(before), devanagariWords(after)];
        if (left.length === 0 || right.length === 0) continue;
        const matches = devanagariPairs.some(
          (mark) => mark.left.length > 0 && mark.right.length > 0 && left.slice(-mark.left.length).join(" ") === mark.left.join(" ") && right.slice(0, mark.right.length).join(" ") === mark.right.join(" "),
        );
        if (!matches) report(block, at, `${left.slice(-3).join(" ")} ${match[0]} ${right.slice(0, 3).join(" ")}`);
        continue;
      }
      const [left, right] = [partyBefore(before), partyAfter(after)];
      if (left.length === 0 || right.length === 0) continue;
      const [leftWords, rightWords] = [wordListOf(left), wordListOf(right)];
      if (pairs.some((mark) => sameParty(leftWords, mark.left, "end") && sameParty(rightWords, mark.right, "start"))) continue;
      report(block, at, `${shown(left)} ${match[0]} ${shown(right)}`);
    }
    for (const match of text.matchAll(inRe)) {
      const title = partyAfter(tokensOf(text.slice(match.index + match[0].length).split(boundary)[0] ?? ""), titleConnectors, true);
      if (title.length === 0) continue;
      const words = wordListOf(title);
      if (titles.some((mark) => sameParty(words, mark.title, "start"))) continue;
      report(block, match.index, `${match[0]} ${shown(title)}`);
    }
  });
  return problems;
}
