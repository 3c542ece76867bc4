/**
 * SAMPLE CONTENT: the spec's sample firm, number by number.
 *
 * This is the one test that counts entries and names particular ids and texts: nine members,
 * eleven articles (each with its Hindi summary), seven services, four event sections of five photos,
 * five media reports, and the fixed texts of the spec. When the firm puts in its own content (see README, "Going live"), update
 * these figures or delete this file; no other test depends on them.
 */
import { describe, expect, it } from "vitest";
import { getArticle, listArticles } from "./articles.server";
import { libraryArticles } from "./hindi-library.server";
import { siteAuthorityIndex } from "./authorities.server";
import { loadEvents, loadMediaReports } from "./lists.server";
import { loadPage } from "./pages.server";
import { serviceSlugs } from "./schemas";
import { listServices } from "./services.server";
import { listTeam } from "./team.server";

describe("sample content: the spec's sample firm", () => {
  it("has nine members with ids 1 to 9 and one Managing Partner", () => {
    const team = listTeam();
    expect(team.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(team.filter((m) => m.designation === "Managing Partner")).toHaveLength(1);
    expect(team.every((m) => /Bar Council/.test(m.barAdmission))).toBe(true);
    // Both optional fields are exercised: some members lack a profile link or associations.
    expect(team.some((m) => m.linkedin === "")).toBe(true);
    expect(team.some((m) => m.linkedin !== "")).toBe(true);
    expect(team.some((m) => m.association.length === 0)).toBe(true);
    // The member-page journeys need one member with both and one with neither; they skip otherwise.
    expect(team.some((m) => m.linkedin !== "" && m.association.length > 0)).toBe(true);
    expect(team.some((m) => m.linkedin === "" && m.association.length === 0)).toBe(true);
  });

  it("has eleven articles with ids 1 to 11, each of 1,500 to 3,500 words with a table of contents", async () => {
    const articles = listArticles();
    expect(articles.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    let withUpdates = 0;
    for (const { id } of articles) {
      const article = await getArticle(id);
      if ((article?.updates.length ?? 0) > 0) withUpdates++;
      expect(article?.words, `article ${id}`).toBeGreaterThanOrEqual(1500);
      expect(article?.words, `article ${id}`).toBeLessThanOrEqual(3500);
      expect(article?.toc.length, `article ${id}`).toBeGreaterThan(2);
    }
    // The journeys of the Updates box skip when no article has a dated update.
    expect(withUpdates).toBeGreaterThan(0);
  });

  it("states the law of each article as at its publication date; 05, 07 and 09 were last reviewed on 28 November 2026, 04 not since publication", () => {
    const articles = listArticles();
    expect(articles.every((a) => a.lawAsAt === a.date)).toBe(true);
    expect(articles.map((a) => [a.id, a.reviewed ?? null])).toEqual([
      [1, "2026-11-24"],
      [2, "2026-11-24"],
      [3, "2026-11-24"],
      [4, null],
      [5, "2026-11-28"],
      [6, "2026-11-24"],
      [7, "2026-11-28"],
      [8, "2026-11-24"],
      [9, "2026-11-28"],
      [10, "2026-11-24"],
      [11, "2026-11-24"],
    ]);
  });

  it("cites 52 Acts and 77 judgments in the index of authorities, 17 of them in more than one article", () => {
    const { acts, cases } = siteAuthorityIndex();
    expect([acts.length, cases.length]).toEqual([52, 77]);
    // The index journey follows an authority from one article to another; it skips when none is shared.
    expect([...acts, ...cases].filter((e) => e.articles.length > 1)).toHaveLength(17);
    // Every article cites at least one Act or judgment, so each ends with its "Authorities cited".
    expect(new Set([...acts, ...cases].flatMap((e) => e.articles.map((a) => a.id))).size).toBe(11);
  });

  it("has a Hindi summary of each of the eleven articles, written on 29 November 2026 and covering every update", () => {
    const library = libraryArticles();
    expect(library.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const entry of library) {
      expect(entry.written).toBe("2026-11-29");
      expect(entry.staleness).toEqual({ updates: [], reviewed: null });
    }
  });

  it("has the seven practice pages and the litigation page's seven domains, in order", () => {
    expect(listServices().map((s) => s.slug).sort()).toEqual([...serviceSlugs].sort());
    expect(listServices().find((s) => s.slug === "litigation")?.domains).toEqual([
      "Arbitration",
      "Recovery",
      "Commercial Dispute",
      "Intellectual Property",
      "Commercial Contracts",
      "Securities",
      "Criminal Law",
    ]);
    // The journey for a practice page without domains skips when there is none.
    expect(listServices().some((s) => s.domains.length === 0)).toBe(true);
  });

  it("has four event sections of five photos and five media reports", () => {
    const { sections } = loadEvents();
    expect(sections).toHaveLength(4);
    for (const section of sections) expect(section.photos).toHaveLength(5);
    expect(loadMediaReports().reports).toHaveLength(5);
  });

  it("article 6 links Forms H and I and the bond-cum-legal undertaking as PDFs on the official site, in a new tab", async () => {
    const html = (await getArticle(6))?.html ?? "";
    for (const form of ["Form H", "Form I", "Form D"]) {
      const anchor = new RegExp(`<a href="https://(www\\.)?sezindia\\.gov\\.in/[^"]+\\.pdf" target="_blank" rel="noopener noreferrer">${form}<`);
      expect(html, form).toMatch(anchor);
    }
    expect(html).not.toMatch(/Form L\b/);
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
  });

  it("states the internship rules of the spec and its three career cards", () => {
    const text = loadPage("career").internship.paragraphs.join(" ");
    expect(text).toMatch(/four weeks/);
    expect(text).toMatch(/six weeks before the preferred start date/);
    expect(text).toMatch(/two to three weeks before the start/);
    expect(loadPage("career").cards.map((c) => c.title)).toEqual(["What are we looking for", "What do we offer", "How can you Apply"]);
  });
});
