/**
 * The content grows without code: a changed copy of content/ loads, and a bad edit fails with a
 * message that names the file, the field, what was found and what was expected.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { JURISDICTION_IDS } from "../../../core/fees/data/court-fees";
import { loadContentTree } from "./content-tree.server";
import { grown } from "./test-support/grow-content";
import { edit, grownCopies, problemsOf } from "./test-support/content-edits";

const copy = grownCopies();

describe("a grown copy of the content", () => {
  it("loads: a twelfth article, a tenth member with a real address, one member fewer, a fifth event section, a sixth report", () => {
    const original = loadContentTree("content");
    const tree = loadContentTree(copy());

    expect(tree.articles).toHaveLength(original.articles.length + 1);
    const article = tree.articles.find((a) => a.data.id === grown.article.id);
    expect(article?.data).toMatchObject({ title: grown.article.title, author: grown.member.name, authorId: grown.member.id, lawAsAt: "2026-11-02", reviewed: "2026-11-20" });
    expect(article?.data.updates).toHaveLength(1);

    expect(tree.team).toHaveLength(original.team.length);
    expect(tree.team.find((m) => m.data.id === grown.member.id)?.data.email).toBe(grown.member.email);
    expect(tree.team.some((m) => m.data.name === grown.removed.name)).toBe(false);
    expect(tree.articles.filter((a) => a.data.author === grown.removed.name)).toEqual([]);

    expect(tree.events.sections).toHaveLength(original.events.sections.length + 1);
    expect(tree.events.sections.at(-1)?.photos).toHaveLength(3);
    expect(tree.mediaReports.reports).toHaveLength(original.mediaReports.reports.length + 1);
    expect(tree.mediaReports.reports.at(-1)?.title).toBe(grown.mediaReport.title);
  });

  it("names every State and Union territory of the fee data in Devanagari, and nothing else", () => {
    const { jurisdictionNames } = loadContentTree("content").hindi;
    expect(Object.keys(jurisdictionNames).sort()).toEqual([...JURISDICTION_IDS].sort());
    for (const name of Object.values(jurisdictionNames)) expect(name).toMatch(/^[\u0900-\u097F ]+$/);
  });
});

describe("errors for editors", () => {
  it("an author who is not a member: the file, the name found, and the team", () => {
    const dir = copy();
    edit(dir, grown.article.file, `author: "${grown.member.name}"`, 'author: "Devika Malhotr"');
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`12-interim-measures-section-17\\.mdx: author "Devika Malhotr" is not a team member; the team is: Devika Malhotra, .*${grown.member.name}`));
  });

  it("removing a member who still has an article names that article", () => {
    const dir = copy();
    rmSync(join(dir, grown.member.file));
    expect(problemsOf(dir)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`04-semiconductor-reverse-engineering\\.mdx: author "${grown.member.name}" is not a team member`))]),
    );
  });

  it("a bad date, a missing picture, an unknown topic and a duplicate id are all reported at once", () => {
    const dir = copy();
    edit(dir, grown.article.file, "date: 2026-11-02", "date: 02/11/2026");
    edit(dir, grown.article.file, "thumbnail: interim-measures", "thumbnail: interim-measure");
    edit(dir, grown.article.file, "tags: [arbitration, jurisdiction]", "tags: [arbitraton]");
    edit(dir, grown.article.file, "topics: [arbitration]", "topics: [arbitraton]");
    edit(dir, grown.member.file, `id: ${grown.member.id}`, "id: 1");
    const problems = problemsOf(dir).join("\n");
    expect(problems).toMatch(/12-interim-measures-section-17\.mdx: date: expected a date written YYYY-MM-DD, such as 2026-11-24; found "02\/11\/2026"/);
    expect(problems).toMatch(/12-interim-measures-section-17\.mdx: thumbnail: no picture named "interim-measure" in .*images\/articles\/; expected a file interim-measure\.svg/);
    expect(problems).toMatch(/12-interim-measures-section-17\.mdx: tags: "arbitraton" is not a known tag/);
    expect(problems).toMatch(/12-interim-measures-section-17\.mdx: topics: "arbitraton" is not a known topic; expected one of: arbitration, /);
    expect(problems).toMatch(/10-naina-kapoor\.mdx: id 1 is already used by .*01-devika-malhotra\.mdx/);
  });

  it("an update dated before the article, and a missing field in a list", () => {
    const dir = copy();
    edit(dir, grown.article.file, "  - date: 2026-11-20", "  - date: 2019-01-01");
    edit(dir, "media-reports.yaml", `title: ${grown.mediaReport.title}`, "heading: x");
    const problems = problemsOf(dir).join("\n");
    expect(problems).toMatch(/12-interim-measures-section-17\.mdx: updates\[0\]\.date: expected a date on or after the publication date 2026-11-02; found "2019-01-01"/);
    expect(problems).toMatch(/media-reports\.yaml: reports\[\d+\]\.title: .*; found nothing/);
  });

  it("a State without a Hindi name, and a name for a code the fee data lacks", () => {
    const dir = copy();
    edit(dir, "translations/hi/jurisdictions.yaml", /\n {2}DL: .*\n/, '\n  XX: "कहीं"\n');
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/jurisdictions\.yaml: names\.DL: missing; expected the Hindi name of "Delhi"/),
      expect.stringMatching(/jurisdictions\.yaml: names\.XX: the fee data has no such code/),
    ]);
  });
});
