/**
 * The build's check for a judgment named in an article's text ("X v Y", "X v. Y", "X vs Y") that no
 * <Authority> mark of the article names, on two fixtures: one whose every case is marked (with later,
 * shortened and abbreviated mentions, and "v" between words that name no case), one with unmarked
 * cases in a heading, a paragraph, a quotation and a list.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { markAuthorities } from "./authorities";
import { parseContentMdx } from "./mdx-check";
import { unmarkedCases } from "./unmarked-cases";

const fixtures = join(import.meta.dirname, "test-support", "unmarked-cases");

function check(fixture: string): string[] {
  const { tree, problems: parseProblems } = parseContentMdx(readFileSync(join(fixtures, fixture), "utf8"));
  expect(parseProblems).toEqual([]);
  if (tree === null) throw new Error(`${fixture} does not parse`);
  const { mentions, problems } = markAuthorities(tree);
  expect(problems).toEqual([]);
  return unmarkedCases(
    tree,
    mentions.filter((m) => m.kind === "case"),
  );
}

describe("judgments named without a mark", () => {
  it("passes an article whose cases are marked, however later mentions shorten or abbreviate them", () => {
    expect(check("marked.mdx")).toEqual([]);
  });

  it("names each unmarked case with its line: in a heading, a paragraph, a quotation and a list, written v, v. or vs", () => {
    expect(check("unmarked.mdx").map((problem) => problem.replace(/ names a judgment.*$/, ""))).toEqual([
      'line 3: "Foss v Harbottle"',
      'line 5: "Brady v. Chemical"',
      'line 7: "Salomon vs. Salomon"',
      'line 9: "Salomon vs Salomon"',
      'line 11: "Donoghue v Stevenson"',
    ]);
  });

  it("says what to do about it", () => {
    expect(check("unmarked.mdx")[0]).toBe(
      'line 3: "Foss v Harbottle" names a judgment that no <Authority kind="case"> mark of this article names; expected its first citation marked, <Authority kind="case" name="…" source="…">…</Authority>',
    );
  });

  it("does not read the words inside a mark, and takes a mark's parties from its name", () => {
    const { tree } = parseContentMdx(
      'See <Authority kind="case" name="Alpha Ltd v Beta Ltd" source="2020 INSC 1">Gamma v Delta</Authority>; later, Alpha Limited v. Beta, and Gamma v Delta.',
    );
    if (tree === null) throw new Error("the text does not parse");
    const { mentions } = markAuthorities(tree);
    expect(unmarkedCases(tree, mentions).map((p) => p.replace(/ names a judgment.*$/, ""))).toEqual(['line 1: "Gamma v Delta"']);
  });
});
