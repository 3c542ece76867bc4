/**
 * An article's Hindi summary: its texts are plain Hindi with English marked <En>; it speaks for
 * every update of its article up to the day it was written; it names only judgments the article
 * marks, in the article's words; what came after it is reported, not hidden; and an article without
 * one is normal.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContentTree } from "./content-tree.server";
import { readSummaryText, stalenessOf, summaryTextProblems, updateCoverageProblems } from "./hindi-summaries";
import { staleSummaryWarnings } from "./hindi-summaries.server";
import { edit, grownCopies, problemsOf } from "./test-support/content-edits";
import { grown } from "./test-support/grow-content";

const copy = grownCopies();
const SEAT = "articles/hi/07-seat-versus-venue.yaml";

describe("a summary's text", () => {
  it("is cut into Hindi and English runs", () => {
    expect(readSummaryText("<En>BALCO</En> ने सीट को आधार ठहराया।")).toMatchObject({
      runs: [
        { text: "BALCO", en: true },
        { text: " ने सीट को आधार ठहराया।", en: false },
      ],
      english: ["BALCO"],
      problems: [],
    });
  });

  it("refuses English outside <En>, markdown, links and other components, naming the field", () => {
    const problems = summaryTextProblems({
      title: "BALCO का निर्णय",
      excerpt: "**मोटा** पाठ",
      keyPoints: ["[कड़ी](https://example.com) यहाँ", '<Note title="x">नोट</Note>'],
      updates: [{ date: "2026-11-24", text: "ठीक <En>BALCO</En> है।" }],
    });
    expect(problems).toEqual([
      'title: "BALCO" is English outside <En>…</En>; expected the Hindi, or the English marked <En>…</En>',
      "excerpt: expected plain text with English marked <En>…</En>; found markdown",
      "keyPoints[0]: expected plain text with English marked <En>…</En>; found markdown",
      "keyPoints[1]: expected plain text with English marked <En>…</En>; found <Note>",
    ]);
  });
});

describe("the article's updates", () => {
  const article = { reviewed: "2026-11-28", updates: [{ date: "2026-11-24" }, { date: "2026-11-28" }, { date: "2026-11-24" }, { date: "2026-12-05" }] };

  it("needs one sentence for each update up to the day written, and none for a later or unknown date", () => {
    const summary = { written: "2026-11-29", updates: [{ date: "2026-11-24", text: "x" }, { date: "2026-11-28", text: "y" }, { date: "2026-11-25", text: "z" }] };
    expect(updateCoverageProblems(summary, article)).toEqual([
      "updates: the article has 2 updates dated 2026-11-24 and the summary 1 sentence for that date; expected one sentence for each, in the article's order",
      "updates: a sentence for 2026-11-25, but the article has no update of that date",
    ]);
    expect(updateCoverageProblems({ written: "2026-11-27", updates: [{ date: "2026-11-28", text: "y" }] }, article)).toContain(
      "updates: a sentence for 2026-11-28, after the summary was written (2026-11-27); expected the date written to be on or after the update it covers",
    );
  });

  it("reports the updates and the review after the day written as not yet covered", () => {
    expect(stalenessOf({ written: "2026-11-29" }, article)).toEqual({ updates: ["2026-12-05"], reviewed: null });
    expect(stalenessOf({ written: "2026-11-25" }, article)).toEqual({ updates: ["2026-12-05", "2026-11-28"], reviewed: "2026-11-28" });
  });
});

describe("the summaries in the content", () => {
  it("each covers its article as it stands, so the sample library has nothing stale", () => {
    const tree = loadContentTree("content");
    expect(tree.summaries.length).toBeGreaterThan(0);
    expect(staleSummaryWarnings(tree.summaries)).toEqual([]);
  });

  it("fail the build, naming the file and field, for a judgment the article does not mark or English it does not use", () => {
    const dir = copy();
    edit(dir, SEAT, "<En>Mankastu</En> में", "<En>Mankastu Impex v Union of India</En> में");
    edit(dir, SEAT, "<En>BALCO</En> ने", "<En>Bharat Aluminium Company</En> ने");
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/articles\/hi\/07-seat-versus-venue\.yaml: keyPoints\[1\]: <En>Bharat Aluminium Company<\/En> is not in the English article/),
      expect.stringMatching(/articles\/hi\/07-seat-versus-venue\.yaml: keyPoints\[4\]: "Mankastu Impex v Union of India" names a judgment that no <Authority kind="case"> mark of this text names/),
      expect.stringMatching(/keyPoints\[4\]: <En>Mankastu Impex v Union of India<\/En> is not in the English article/),
    ]);
  });

  it("fail the build for an update left without its sentence, an unknown article, an avoided term and a loose lettered provision", () => {
    const dir = copy();
    edit(dir, SEAT, /\n {2}- date: 2026-11-28\n {4}text: "सुधार: <En>Hardy[^\n]*/, "");
    edit(dir, SEAT, "धारा 42 सीट", "धारा 42A सीट");
    edit(dir, SEAT, "माध्यस्थम् अधिकरण (मामला", "ट्रिब्यूनल (मामला");
    writeFileSync(join(dir, "articles", "hi", "99-none.yaml"), 'article: 99\nwritten: 2026-11-29\ntitle: "शीर्षक"\nexcerpt: "' + "क".repeat(70) + '"\nkeyPoints: ["' + "ख".repeat(40) + '", "' + "ग".repeat(40) + '", "' + "घ".repeat(40) + '"]\n');
    const problems = problemsOf(dir);
    expect(problems).toContainEqual(expect.stringMatching(/07-seat-versus-venue\.yaml: updates: the article has 4 updates dated 2026-11-28 and the summary 3 sentences/));
    expect(problems).toContainEqual(expect.stringMatching(/07-seat-versus-venue\.yaml: keyPoints\[3\]: writes "धारा 42A"/));
    expect(problems).toContainEqual(expect.stringMatching(/07-seat-versus-venue\.yaml: keyPoints\[0\]: uses "ट्रिब्यूनल"/));
    expect(problems).toContainEqual(expect.stringMatching(/99-none\.yaml: article: no article has the number 99/));
  });

  it("say when the article has moved on since, and the build names the article", () => {
    const dir = copy();
    edit(dir, "articles/07-seat-versus-venue.mdx", "updates:\n", 'updates:\n  - date: 2026-12-03\n    text: "A later note."\n');
    edit(dir, "articles/07-seat-versus-venue.mdx", "reviewed: 2026-11-28", "reviewed: 2026-12-03");
    const tree = loadContentTree(dir);
    expect(tree.summaries.find((s) => s.article === 7)?.staleness).toEqual({ updates: ["2026-12-03"], reviewed: "2026-12-03" });
    expect(staleSummaryWarnings(tree.summaries)).toEqual([
      expect.stringMatching(/07-seat-versus-venue\.yaml: the Hindi summary of article 7, written 2026-11-29, does not cover the update of 2026-12-03 or the review of 2026-12-03/),
    ]);
  });

  it("are optional: an article without one, and a folder without any, load as before", () => {
    const dir = copy();
    const tree = loadContentTree(dir);
    expect(tree.articles.some((a) => a.data.id === grown.article.id)).toBe(true);
    expect(tree.summaries.some((s) => s.article === grown.article.id)).toBe(false);
    rmSync(join(dir, "articles", "hi"), { recursive: true });
    expect(loadContentTree(dir).summaries).toEqual([]);
  });
});
