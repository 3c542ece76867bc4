/**
 * The index of authorities: reading the <Authority> marks of an article (anchors, headings, checks),
 * grouping every article's marks into alphabetical entries, and the build's report of a bad mark.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AuthorityMention,
  authorityConflicts,
  authorityIndex,
  authorityKey,
  authorityLabel,
  markAuthorities,
} from "./authorities";
import { firstByInitial, initialOf, placeHeading } from "./authority-names";
import { parseContentMdx } from "./mdx-check";
import { edit, grownCopies, problemsOf } from "./test-support/content-edits";

const parse = (mdx: string) => {
  const { tree } = parseContentMdx(mdx);
  if (!tree) throw new Error(`not MDX: ${mdx}`);
  return tree;
};
const act = (name: string, year: string) => `<Authority kind="act" name="${name}" year="${year}">${name}, ${year}</Authority>`;

const body = [
  `Opening words on the ${act("Arbitration and Conciliation Act", "1996")}.`,
  "",
  "## The statutory framework",
  "",
  `Under the ${act("Arbitration and Conciliation Act", "1996")} and the ${act("Commercial Courts Act", "2015")}.`,
  "",
  '### 1. <Authority kind="case" name="BGS SGS Soma JV v NHPC Ltd" year="2020" court="Supreme Court of India" citation="(2020) 4 SCC 234" source="(2020) 4 SCC 234">BGS SGS Soma JV v NHPC Ltd (2020) 4 SCC 234</Authority>',
  "",
  "## The statutory framework",
  "",
  `Again the ${act("Commercial Courts Act", "2015")}.`,
].join("\n");

describe("reading an article's marks", () => {
  it("gives each mark an anchor, numbered on a repeat, and the ## or ### heading above it, with the page's heading ids", () => {
    const { mentions, problems } = markAuthorities(parse(body));
    expect(problems).toEqual([]);
    expect(mentions.map((m) => [m.anchor, m.heading?.id ?? null])).toEqual([
      ["cite-act-arbitration-and-conciliation-act-1996", null],
      ["cite-act-arbitration-and-conciliation-act-1996-2", "the-statutory-framework"],
      ["cite-act-commercial-courts-act-2015", "the-statutory-framework"],
      ["cite-case-bgs-sgs-soma-jv-v-nhpc-ltd-2020", "1-bgs-sgs-soma-jv-v-nhpc-ltd-2020-4-scc-234"],
      ["cite-act-commercial-courts-act-2015-2", "the-statutory-framework-2"],
    ]);
  });

  it("writes the anchor onto the mark, so the rendered page carries the id the index links to", () => {
    const tree = parse(act("Commercial Courts Act", "2015"));
    markAuthorities(tree);
    expect(JSON.stringify(tree)).toContain('"name":"id","value":"cite-act-commercial-courts-act-2015"');
  });

  it("names the line and the field of a bad mark, and leaves a mark with an expression to the content check", () => {
    const bad = ["text", "", '<Authority kind="act" name="Commercial Courts Act" year="15">x</Authority>', '<Authority kind="statute" name="X">x</Authority>', '<Authority kind="case" name="A v B" year={2020}>A v B</Authority>'].join("\n");
    const { mentions, problems } = markAuthorities(parse(bad));
    expect(mentions).toEqual([]);
    expect(problems).toEqual([
      expect.stringMatching(/^line 3: <Authority> year: expected a four-digit year/),
      expect.stringMatching(/^line 4: <Authority> kind: /),
    ]);
  });

  it("requires a judgment's source, in a form a reader can look up; an Act's is optional, its number or an address", () => {
    const marks = [
      '<Authority kind="case" name="A v B" year="2020">A v B</Authority>',
      '<Authority kind="case" name="A v B" year="2020" source="the SCC">A v B</Authority>',
      '<Authority kind="case" name="A v B" year="2020" source="http://example.in/a-v-b">A v B</Authority>',
      '<Authority kind="act" name="Arbitration Act" year="1996" source="26/1996">Arbitration Act</Authority>',
      ...[
        "https://digiscr.sci.gov.in/view_judgment?id=MjEyODU=",
        "2025 INSC 352",
        "[2020] UKSC 38",
        "[2009] EWHC 957 (Comm)",
        "(2020) 4 SCC 234",
        "1992 Supp (3) SCC 217",
        "AIR 1987 Delhi 372",
        "416 U.S. 470",
        "977 F.2d 1555",
      ].map((source) => `<Authority kind="case" name="C v D" source="${source}">C v D</Authority>`),
      '<Authority kind="act" name="Arbitration and Conciliation (Amendment) Act" year="2019" source="Act No. 33 of 2019">the 2019 Act</Authority>',
      '<Authority kind="act" name="Commercial Courts Act" year="2015">Commercial Courts Act, 2015</Authority>',
    ].join("\n\n");
    const { mentions, problems } = markAuthorities(parse(marks));
    expect(problems).toEqual([
      expect.stringMatching(/^line 1: <Authority> source: expected source="…": where the judgment and its citation were checked/),
      expect.stringMatching(/^line 3: <Authority> source: expected where the citation was checked: an https:\/\/ address/),
      expect.stringMatching(/^line 5: <Authority> source: expected where the citation was checked/),
      expect.stringMatching(/^line 7: <Authority> source: expected where the Act was checked: its number \("Act No\. 26 of 1996"\)/),
    ]);
    expect(mentions).toHaveLength(11);
  });
});

const mention = (fields: Partial<AuthorityMention> & Pick<AuthorityMention, "kind" | "name">, heading: string | null, n = 1): AuthorityMention => {
  const key = authorityKey(fields as AuthorityMention);
  return { ...fields, key, anchor: n === 1 ? `cite-${key}` : `cite-${key}-${n}`, heading: heading === null ? null : { id: heading, text: heading } } as AuthorityMention;
};

describe("the index", () => {
  const companies = { kind: "act", name: "Companies Act", year: "2013" } as const;
  const contract = { kind: "act", name: "Indian Contract Act", year: "1872" } as const;
  const balco = { kind: "case", name: "Bharat Aluminium Co. v Kaiser Aluminium Technical Services Inc.", year: "2012", citation: "(2012) 9 SCC 552", source: "(2012) 9 SCC 552" } as const;
  const abc = { kind: "case", name: "A.B.C. Laminart Pvt Ltd v A.P. Agencies", year: "1989", court: "Supreme Court of India", source: "https://indiankanoon.org/doc/34412705/" } as const;
  const articles = [
    { id: 9, title: "Nine", authorities: [mention(balco, "Seat"), mention(abc, "Choice"), mention(contract, "Choice", 1)] },
    { id: 7, title: "Seven", authorities: [mention(companies, null), mention(balco, "Holding"), mention({ ...balco, court: "Supreme Court of India" }, "Holding", 2), mention(balco, "Analysis", 3)] },
  ];

  it("lists Acts and judgments apart, alphabetically, each with its articles in id order and one place per heading", () => {
    const { acts, cases } = authorityIndex(articles);
    expect(acts.map((e) => e.name)).toEqual(["Companies Act", "Indian Contract Act"]);
    expect(cases.map((e) => e.name)).toEqual([abc.name, balco.name]);
    const entry = cases[1]!;
    expect(entry.articles.map((a) => [a.id, a.places.map((p) => [p.heading, p.anchor])])).toEqual([
      [7, [["Holding", `cite-${entry.key}`], ["Analysis", `cite-${entry.key}-3`]]],
      [9, [["Seat", `cite-${entry.key}`]]],
    ]);
    expect(entry).toMatchObject({ court: "Supreme Court of India", citation: "(2012) 9 SCC 552" });
    expect(acts[0]!.articles[0]!.places[0]!.heading).toBeNull();
  });

  it("sorts by name whatever the case and punctuation, then by year", () => {
    const finance = (year: string) => ({ id: Number(year), title: year, authorities: [mention({ kind: "act", name: "Finance Act", year }, null)] });
    const lower = { id: 1, title: "x", authorities: [mention({ kind: "act", name: "arbitration Act", year: "1940" }, null)] };
    expect(authorityIndex([finance("2016"), finance("2003"), lower]).acts.map((e) => `${e.name} ${e.year}`)).toEqual(["arbitration Act 1940", "Finance Act 2003", "Finance Act 2016"]);
  });

  it("reports one authority cited with two different reports, naming both files", () => {
    const other = [{ file: "b.mdx", id: 2, title: "B", authorities: [mention({ ...balco, citation: "AIR 2012 SC 1" }, null)] }];
    expect(authorityConflicts([{ ...articles[0]!, file: "a.mdx" }, ...other])).toEqual([
      'b.mdx: <Authority> "Bharat Aluminium Co. v Kaiser Aluminium Technical Services Inc." gives citation "AIR 2012 SC 1"; a.mdx gives "(2012) 9 SCC 552"; expected the same citation wherever it is cited',
    ]);
    expect(authorityConflicts(articles.map((a) => ({ ...a, file: `${a.id}.mdx` })))).toEqual([]);
  });

  it("labels an Act with its year and a judgment with its report, or its year without one", () => {
    expect(authorityLabel({ ...companies, key: "k" })).toBe("Companies Act, 2013");
    expect(authorityLabel({ kind: "act", name: "Arbitration Act", year: "1996", jurisdiction: "England and Wales", key: "k" })).toBe("Arbitration Act, 1996 (England and Wales)");
    expect(authorityLabel({ ...balco, key: "k" })).toBe(`${balco.name}, (2012) 9 SCC 552`);
    expect(authorityLabel({ kind: "case", name: "X v Y", year: "2022", source: "2022 INSC 1", key: "k" })).toBe("X v Y (2022)");
  });
});

describe("the content check", () => {
  const copy = grownCopies();

  it("fails a bad mark in an article, naming the file and the line in it", () => {
    const dir = copy();
    const file = "articles/07-seat-versus-venue.mdx";
    edit(dir, file, 'name="Commercial Courts Act" year="2015"', 'name="Commercial Courts Act" year="twenty"');
    const line = readFileSync(join(dir, file), "utf8").split("\n").findIndex((l) => l.includes('year="twenty"')) + 1;
    expect(problemsOf(dir)).toEqual([expect.stringMatching(new RegExp(`07-seat-versus-venue\\.mdx: line ${line}: <Authority> year: expected a four-digit year`))]);
  });

  it("fails a judgment named in an article's text without a mark, naming the file and the line", () => {
    const dir = copy();
    const file = "articles/09-supervisory-jurisdiction.mdx";
    edit(dir, file, "## Conclusion\n", "## Conclusion\n\nThe point was left open in Acme Traders Ltd v. Zenith Mills Ltd.\n");
    const line = readFileSync(join(dir, file), "utf8").split("\n").findIndex((l) => l.includes("Acme Traders")) + 1;
    expect(problemsOf(dir)).toEqual([expect.stringMatching(new RegExp(`09-supervisory-jurisdiction\\.mdx: line ${line}: "Acme Traders Ltd v\\. Zenith Mills Ltd\\." names a judgment that no <Authority kind="case"> mark`))]);
  });

  it("fails a judgment named without a mark on a practice page, its Hindi text and a member's page", () => {
    const dir = copy();
    const opening = (file: string) => readFileSync(join(dir, file), "utf8").split("\n---\n")[1]?.trimStart().split("\n")[0] ?? "";
    const pages = ["services/advisory.mdx", "services/hi/advisory.mdx", "team/01-devika-malhotra.mdx"];
    const sentences = ["We relied on Foss v Harbottle.", "हमने फॉस बनाम हारबॉटल का पालन किया।", "She argued In re Acme Traders."];
    pages.forEach((file, i) => edit(dir, file, opening(file), `${sentences[i]}\n\n${opening(file)}`));
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/team\/01-devika-malhotra\.mdx: line \d+: "In re Acme Traders" names a judgment/),
      expect.stringMatching(/services\/advisory\.mdx: line \d+: "Foss v Harbottle" names a judgment/),
      expect.stringMatching(/services\/hi\/advisory\.mdx: line \d+: ".*फॉस बनाम हारबॉटल.*" names a judgment/),
    ]);
  });
});

describe("the index's names and letters", () => {
  it("names a place by its heading without the article's numbering", () => {
    expect(placeHeading("3. Union of India v Hardy Exploration")).toBe("Union of India v Hardy Exploration");
    expect(placeHeading("1. Bharat Aluminium Co v Kaiser Aluminium")).toBe("Bharat Aluminium Co v Kaiser Aluminium");
    expect(placeHeading("2.1 The seat")).toBe("The seat");
    expect(placeHeading("(a) Branch office")).toBe("Branch office");
    expect(placeHeading("IV. Conclusion")).toBe("Conclusion");
    // Words that only begin like a number stay whole.
    expect(placeHeading("2016 amendments to the Code")).toBe("2016 amendments to the Code");
    expect(placeHeading("Section 11 applications")).toBe("Section 11 applications");
    expect(placeHeading("Civil suits")).toBe("Civil suits");
    expect(placeHeading("12.")).toBe("12.");
  });

  it("jumps from each initial to its first entry, in the index's order", () => {
    const entry = (key: string, name: string) => ({ key, name }) as Parameters<typeof firstByInitial>[0][number];
    const entries = [entry("a1", "Arif Azim"), entry("a2", "Ayyasamy"), entry("b1", "BALCO"), entry("n1", "1st case"), entry("e1", "Émile v X")];
    expect(initialOf(entries[4]!)).toBe("E");
    expect([...firstByInitial(entries)]).toEqual([
      ["A", "a1"],
      ["B", "b1"],
      ["#", "n1"],
      ["E", "e1"],
    ]);
  });
});
