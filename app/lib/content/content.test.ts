import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type ImageKind } from "~/lib/images";
import { articleSources, getArticle, listArticles } from "./articles.server";
import { loadEvents, loadMediaReports } from "./lists.server";
import { allPageNames, loadPage } from "./pages.server";
import { serviceSlugs } from "./schemas";
import { getService, listServices } from "./services.server";
import { getTeamMember, listTeam } from "./team.server";

function imageExists(kind: ImageKind | "brand", name: string): boolean {
  const dir = `content/images/${kind}`;
  return existsSync(dir) && readdirSync(dir).some((file) => file.replace(/\.(svg|png|jpe?g|webp)$/i, "") === name);
}

describe("pages", () => {
  it.each(allPageNames())("%s.yaml is valid and its hero image exists", (name) => {
    const page = loadPage(name);
    expect(page.hero.heading.length).toBeGreaterThan(0);
    expect(imageExists("heroes", page.hero.image)).toBe(true);
  });

  it("keeps the spec's fixed texts", () => {
    expect(loadPage("home").hero).toMatchObject({ heading: "We provide a clear path", subtitle: "We help you manage your legal affairs" });
    expect(loadPage("publications").hero).toMatchObject({ heading: "Publications", subtitle: "See supported Articles by our members" });
    expect(loadPage("team").hero.heading).toBe("Meet Our Team");
    expect(loadPage("career").hero).toMatchObject({ heading: "Career", subtitle: "Join Our Expert Team Of Lawyers" });
    expect(loadPage("contact").hero.heading).toBe("Contact Us");
    expect(loadPage("events").hero.heading).toBe("Events");
    expect(loadPage("media-reports").hero.heading).toBe("Media Reports");
    expect(loadPage("services").hero.heading).toBe("Services");
    for (const name of ["court-fee-calculator", "arbitration-fee-calculator"] as const) {
      expect(loadPage(name).instruction).toBe("do not put any comma, slash, space, dot etc.; for one lac enter 100000");
    }
    expect(imageExists("site", loadPage("home").about.image)).toBe(true);
  });

  it("states the internship rules of the spec", () => {
    const text = loadPage("career").internship.paragraphs.join(" ");
    expect(text).toMatch(/four weeks/);
    expect(text).toMatch(/six weeks before the preferred start date/);
    expect(text).toMatch(/two to three weeks before the start/);
    expect(loadPage("career").cards.map((c) => c.title)).toEqual(["What are we looking for", "What do we offer", "How can you Apply"]);
  });
});

describe("team", () => {
  const team = listTeam();

  it("has nine members with unique ids 1 to 9 and one Managing Partner", () => {
    expect(team.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(team.filter((m) => m.designation === "Managing Partner")).toHaveLength(1);
  });

  it.each(team.map((m) => [m.name, m] as const))("%s has every field, a portrait and an overview", async (_name, member) => {
    expect(member.education.length).toBeGreaterThan(0);
    expect(member.barAdmission).toMatch(/Bar Council/);
    expect(member.email).toMatch(/@example\.com$/);
    expect(imageExists("team", member.image)).toBe(true);
    const full = await getTeamMember(member.id);
    expect(full?.overviewHtml).toMatch(/<p>/);
  });

  it("exercises both optional fields: some members lack a profile link or associations", () => {
    expect(team.some((m) => m.linkedin === "")).toBe(true);
    expect(team.some((m) => m.linkedin !== "")).toBe(true);
    expect(team.some((m) => m.association.length === 0)).toBe(true);
  });
});

describe("services", () => {
  it("has the seven practice pages, one per route", async () => {
    expect(listServices().map((s) => s.slug).sort()).toEqual([...serviceSlugs].sort());
    for (const slug of serviceSlugs) expect((await getService(slug))?.html.length).toBeGreaterThan(1500);
  });

  it("lists the litigation domains of the spec, in order", () => {
    expect(listServices().find((s) => s.slug === "litigation")?.domains).toEqual([
      "Arbitration",
      "Recovery",
      "Commercial Dispute",
      "Intellectual Property",
      "Commercial Contracts",
      "Securities",
      "Criminal Law",
    ]);
  });
});

describe("events and media reports", () => {
  it("has four event sections of five photos, each with an image and alt text", () => {
    const { sections } = loadEvents();
    expect(sections).toHaveLength(4);
    for (const section of sections) {
      expect(section.photos).toHaveLength(5);
      for (const photo of section.photos) {
        expect(imageExists("events", photo.image)).toBe(true);
        expect(photo.alt.length).toBeGreaterThan(10);
      }
    }
  });

  it("has five media reports with images and full descriptions", () => {
    const { reports } = loadMediaReports();
    expect(reports).toHaveLength(5);
    expect(new Set(reports.map((r) => r.id)).size).toBe(5);
    for (const report of reports) expect(imageExists("media", report.image)).toBe(true);
  });
});

describe("articles", () => {
  const articles = listArticles();

  it("has eleven articles with unique ids 1 to 11", () => {
    expect(articles.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(new Set(articles.map((a) => a.pdf)).size).toBe(11);
  });

  it.each(articles.map((a) => [a.id, a] as const))("article %i has every field, a thumbnail, a PDF and 1,500 to 3,500 words", async (id, summary) => {
    expect(imageExists("articles", summary.thumbnail)).toBe(true);
    const article = await getArticle(id);
    expect(article?.words).toBeGreaterThanOrEqual(1500);
    expect(article?.words).toBeLessThanOrEqual(3500);
    expect(article?.toc.length).toBeGreaterThan(2);
    expect(articleSources().find((s) => s.id === id)?.pdf).toBe(summary.pdf);
  });

  it("opens every external link in a new tab without an opener", async () => {
    for (const { id } of articles) {
      const html = (await getArticle(id))?.html ?? "";
      for (const [anchor] of html.matchAll(/<a [^>]*href="https?:[^"]*"[^>]*>/g)) {
        expect(anchor).toContain('target="_blank"');
        expect(anchor).toContain('rel="noopener noreferrer"');
      }
    }
  });
});
