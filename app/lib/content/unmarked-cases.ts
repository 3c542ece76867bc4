/**
 * The judgments an article names in its text but does not mark (docs/decisions/0028): a case named
 * "X v Y" (or "X v. Y", "X vs Y") outside every <Authority> mark, whose parties no case mark of the
 * same article names. The index of authorities is built from the marks, so an unmarked case would
 * quietly be missing from it; the build names the line instead.
 *
 * The pattern only finds where a case is named, it never makes an entry: the mark still says what is
 * cited. A later mention of a marked case ("as in Maneka Gandhi v Union of India above") passes, as
 * does a shortened one ("Mankastu v Airvisual" for the mark "Mankastu Impex Pvt Ltd v Airvisual Ltd"):
 * each side's word next to the "v" must be one of the words of that side of a marked name. Two
 * capitalised words either side of a "v" are always read as parties, so prose writes "seat or venue",
 * not "Seat v Venue".
 */
import type { Root } from "mdast";
import type { Node } from "unist";
import { SKIP, visit } from "unist-util-visit";

/** Two parties, each a word beginning with a capital or digit (the words next to the "v"). */
const caseName = /(?<![\p{L}\p{N}])([\p{Lu}\p{N}][\p{L}\p{N}.&'’()/-]*) (?:v|vs)\.? ([\p{Lu}\p{N}][\p{L}\p{N}.&'’()/-]*)/gu;

/** The usual abbreviations of a party's name, so "Limited" in the text meets "Ltd" in the mark. */
const abbreviations: Record<string, string> = { limited: "ltd", private: "pvt", company: "co", corporation: "corp", incorporated: "inc" };

/** A word as compared: lower case, letters and digits only ("Ltd." and "Ltd", "U.P." and "UP" agree), abbreviated. */
const wordOf = (word: string) => {
  const plain = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  return abbreviations[plain] ?? plain;
};

/** A marked name's two sides, as sets of words: "A.K. Gopalan v State of Madras". */
function sidesOf(name: string): [Set<string>, Set<string>] | null {
  const [left, ...right] = name.split(/\s+(?:v|vs)\.?\s+/);
  if (left === undefined || right.length === 0) return null;
  const words = (part: string) => new Set(part.split(/\s+/).map(wordOf).filter(Boolean));
  return [words(left), words(right.join(" "))];
}

const isAuthority = (node: Node) =>
  (node.type === "mdxJsxTextElement" || node.type === "mdxJsxFlowElement") && (node as Node & { name?: string | null }).name === "Authority";

/**
 * Each case the tree names outside the marks that none of `marked` (the article's case marks) names,
 * as "line N: …" problems in document order.
 */
export function unmarkedCases(tree: Root, marked: readonly { name: string }[]): string[] {
  const sides = marked.map((mark) => sidesOf(mark.name)).filter((s): s is [Set<string>, Set<string>] => s !== null);
  const problems: string[] = [];
  visit(tree, (node: Node) => {
    if (isAuthority(node)) return SKIP;
    if (node.type !== "text") return;
    const text = (node as Node & { value: string }).value.replace(/\s+/g, " ");
    for (const match of text.matchAll(caseName)) {
      const [named, left = "", right = ""] = match;
      const [l, r] = [wordOf(left), wordOf(right)];
      if (sides.some(([before, after]) => before.has(l) && after.has(r))) continue;
      const line = node.position?.start.line ?? "?";
      problems.push(
        `line ${line}: "${named.replace(/[.,;:]+$/, "")}" names a judgment that no <Authority kind="case"> mark of this article names; expected its first citation marked, <Authority kind="case" name="…" source="…">…</Authority>`,
      );
    }
  });
  return problems;
}
