/**
 * The build's check for a judgment named in a text that no <Authority> mark of the text names: on two
 * fixtures (one whose every case is marked, with later, shortened and abbreviated mentions and "v"
 * between words that name no case; one with unmarked cases in a heading, a paragraph, a quotation
 * and a list), then one text per form a case is written in, and one per false match the check
 * accepted when it compared only the word next to the "v" (citations audit 2, section C).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { markAuthorities } from "./authorities";
import { parseContentMdx } from "./mdx-check";
import { unmarkedCases } from "./unmarked-cases";

const fixtures = join(import.meta.dirname, "test-support", "unmarked-cases");

/** The problems for an MDX text, checked against its own case marks. */
function checkText(source: string): string[] {
  const { tree, problems: parseProblems } = parseContentMdx(source);
  expect(parseProblems).toEqual([]);
  if (tree === null) throw new Error("the text does not parse");
  const { mentions, problems } = markAuthorities(tree);
  expect(problems).toEqual([]);
  return unmarkedCases(
    tree,
    mentions.filter((m) => m.kind === "case"),
  );
}

/** Only the place and the name of each problem: 'line 3: "Foss v Harbottle"'. */
const named = (problems: string[]) => problems.map((problem) => problem.replace(/ names a judgment.*$/, ""));

const mark = (name: string, shown = name) => `<Authority kind="case" name="${name}" source="2020 INSC 1">${shown}</Authority>`;
const swissRibbons = mark("Swiss Ribbons Pvt Ltd v Union of India");
const kharakSingh = mark("Kharak Singh v State of U.P.");

describe("judgments named without a mark", () => {
  it("passes an article whose cases are marked, however later mentions shorten or abbreviate them", () => {
    expect(checkText(readFileSync(join(fixtures, "marked.mdx"), "utf8"))).toEqual([]);
  });

  it("names each unmarked case with its line: in a heading, a paragraph, a quotation and a list", () => {
    expect(named(checkText(readFileSync(join(fixtures, "unmarked.mdx"), "utf8")))).toEqual([
      'line 3: "Foss v Harbottle"',
      'line 5: "John Richard Brady v. Chemical Process Equipments P. Ltd."',
      'line 7: "Salomon vs. Salomon & Co Ltd"',
      'line 9: "Salomon vs Salomon"',
      'line 11: "Donoghue v Stevenson"',
    ]);
  });

  it("says what to do about it", () => {
    expect(checkText(readFileSync(join(fixtures, "unmarked.mdx"), "utf8"))[0]).toBe(
      'line 3: "Foss v Harbottle" names a judgment that no <Authority kind="case"> mark of this text names; expected its first citation marked, <Authority kind="case" name="…" source="…">…</Authority>',
    );
  });

  it("does not read the words inside a mark, and takes a mark's parties from its name", () => {
    expect(named(checkText(`See ${mark("Alpha Ltd v Beta Ltd", "Gamma v Delta")}; later, Alpha Limited v. Beta, and Gamma v Delta.`))).toEqual([
      'line 1: "Gamma v Delta"',
    ]);
  });
});

describe("every form a judgment is named in", () => {
  it.each([
    ["X v Y", "Vodafone v Union of India"],
    ["X v. Y", "Vodafone v. Union of India"],
    ["X vs Y", "Vodafone vs Union of India"],
    ["X vs. Y", "Vodafone vs. Union of India"],
    ["X Vs Y", "Vodafone Vs Union of India"],
    ["X Vs. Y", "Vodafone Vs. Union of India"],
    ["X versus Y", "Vodafone versus Union of India"],
    ["X v/s Y", "Vodafone v/s Union of India"],
  ])("finds a case written %s", (_form, name) => {
    expect(named(checkText(`The Court followed ${name} in that case.`))).toEqual([`line 1: "${name}"`]);
  });

  it("finds a case whose parties are set in emphasis, each on its own", () => {
    expect(named(checkText("The English court in *Enka* v *Chubb* chose the law of the contract."))).toEqual(['line 1: "Enka v Chubb"']);
    expect(named(checkText("The English court in **Enka Insaat** v. _Chubb_ chose the law of the contract."))).toEqual(['line 1: "Enka Insaat v. Chubb"']);
  });

  it("finds a judgment with one title, In re …, alone", () => {
    expect(named(checkText("A bench of seven judges decided In re Interplay between Arbitration Agreements under the Arbitration and Conciliation Act, 1996 and the Indian Stamp Act, 1899 on 13 December 2023."))).toEqual([
      'line 1: "In re Interplay between Arbitration Agreements under the Arbitration and Conciliation Act, 1996 and the Indian Stamp Act, 1899"',
    ]);
  });

  it("passes In re … when a mark names it, and a shortened later mention", () => {
    const interplay = mark("In re Interplay between Arbitration Agreements under the Arbitration and Conciliation Act, 1996 and the Indian Stamp Act, 1899");
    expect(checkText(`Seven judges decided ${interplay} in 2023. After In re Interplay, the tribunal decides stamping.`)).toEqual([]);
  });

  it("finds a case named in Hindi with बनाम, and passes it when a mark shows the same parties", () => {
    expect(named(checkText("न्यायालय ने मेनका गांधी बनाम भारत संघ में यह कहा।"))).toEqual(['line 1: "ने मेनका गांधी बनाम भारत संघ में"']);
    const marked = mark("Maneka Gandhi v Union of India", "मेनका गांधी बनाम भारत संघ");
    expect(checkText(`न्यायालय ने ${marked} में यह कहा। बाद में मेनका गांधी बनाम भारत संघ का पालन हुआ।`)).toEqual([]);
  });

  it("finds a case named in English inside a Hindi text", () => {
    expect(named(checkText("न्यायालय ने <En>Maneka Gandhi v Union of India</En> में यह कहा।"))).toEqual(['line 1: "Maneka Gandhi v Union of India"']);
  });

  it("reads lines through a block: a case on the second line of a paragraph is named on that line", () => {
    expect(named(checkText("The first line of a paragraph\ncontinues with Foss v Harbottle here."))).toEqual(['line 2: "Foss v Harbottle"']);
  });
});

describe("the whole name, not one party word", () => {
  it('refuses "Ltd v Union": an unrelated company against Union of India', () => {
    expect(named(checkText(`See ${swissRibbons}. Bennett Coleman Ltd v Union of India is different.`))).toEqual([
      'line 1: "Bennett Coleman Ltd v Union of India"',
    ]);
  });

  it('refuses "Singh v State": another Singh against another State', () => {
    expect(named(checkText(`See ${kharakSingh}. Harbans Singh v State of Punjab is different.`))).toEqual(['line 1: "Harbans Singh v State of Punjab"']);
  });

  it('refuses "Gandhi v Union": another Gandhi against the Union', () => {
    expect(named(checkText(`See ${mark("Maneka Gandhi v Union of India")}. Sanjay Gandhi v Union of India is different.`))).toEqual([
      'line 1: "Sanjay Gandhi v Union of India"',
    ]);
  });

  it("refuses a mention whose other party differs, though one party matches", () => {
    expect(named(checkText(`See ${kharakSingh}. Kharak Singh v State of Punjab is different.`))).toEqual(['line 1: "Kharak Singh v State of Punjab"']);
  });

  it("passes a mention written in full, shortened, abbreviated or inside a sentence's other capitalised words", () => {
    const pasl = mark("PASL Wind Solutions Pvt Ltd v GE Power Conversion India Pvt Ltd");
    expect(checkText(`See ${swissRibbons} and ${pasl}.`)).toEqual([]);
    expect(checkText(`${swissRibbons}. In Swiss Ribbons v Union of India the Court upheld the Code.`)).toEqual([]);
    expect(checkText(`${pasl}. PASL Wind Solutions Private Limited v. GE Power Conversion India Private Limited, again.`)).toEqual([]);
    expect(checkText(`${pasl}. As PASL v GE Power held, two Indian parties may choose a foreign seat.`)).toEqual([]);
    expect(checkText(`${swissRibbons}. Swiss Ribbons v Union of India Writ Petition (Civil) No. 99 of 2018 was heard with others.`)).toEqual([]);
  });
});
