/**
 * Checks that hold for any content the firm writes: every entry renders, every reference resolves.
 * Nothing here counts entries or names particular ids; the sample firm's numbers are checked in
 * sample-content.test.ts only.
 */
import { describe, expect, it } from "vitest";
import { articleSources, getArticle, listArticles } from "./articles.server";
import { contentTree } from "./content-source.server";
import { placeholdersLeft } from "./content-tree.server";
import { listServices, getService } from "./services.server";
import { getTeamMember, listTeam } from "./team.server";

describe("the content folder", () => {
  it("loads and passes every schema and reference check", () => {
    expect(() => contentTree()).not.toThrow();
  });

  it("holds no scaffold text left by npm run new:article or new:member", () => {
    expect(placeholdersLeft(contentTree())).toEqual([]);
  });
});

describe("team", () => {
  it.each(listTeam().map((m) => [m.name, m] as const))("%s has an overview", async (_name, member) => {
    const full = await getTeamMember(member.id);
    expect(full?.overviewHtml).toMatch(/<p>/);
  });
});

describe("services", () => {
  it.each(listServices().map((s) => [s.slug] as const))("%s renders", async (slug) => {
    expect((await getService(slug))?.html).toMatch(/<p>/);
  });
});

describe("articles", () => {
  it.each(listArticles().map((a) => [a.id, a] as const))("article %i renders, with its author, its PDF and its updates newest first", async (id, summary) => {
    const article = await getArticle(id);
    expect(article?.html).toMatch(/<p>/);
    expect(article?.authorName).toBe(summary.author);
    expect(listTeam().find((m) => m.id === article?.authorId)?.name).toBe(summary.author);
    expect(article!.lawAsAt >= article!.date).toBe(true);
    const dates = article!.updates.map((u) => u.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(article!.modified).toBe([article!.date, ...dates].sort().at(-1));
    for (const update of article!.updates) expect(update.html).toMatch(/<p>/);
    expect(articleSources().find((s) => s.id === id)?.pdf).toBe(summary.pdf);
  });

  it("opens every external link in a new tab without an opener", async () => {
    for (const { id } of listArticles()) {
      const article = await getArticle(id);
      const html = [article?.html ?? "", ...(article?.updates ?? []).map((u) => u.html)].join("");
      for (const [anchor] of html.matchAll(/<a [^>]*href="https?:[^"]*"[^>]*>/g)) {
        expect(anchor).toContain('target="_blank"');
        expect(anchor).toContain('rel="noopener noreferrer"');
      }
    }
  });
});
