/**
 * Issue "firm pages", what only a browser shows: home's pictures at two widths and its map, the team
 * grid's columns, a member's vCard, the events' photos and the media reports' overlay (focus,
 * keyboard, motion, axe), and the links that leave the site. What the pages say (home, members,
 * the litigation page's switches, media cards, career, contact) and the site's presence in search
 * engines are checked on every built page in scripts/lib/built-pages.build.test.ts.
 */
import { href } from "react-router";
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import {
  OSM_HOST,
  describeFocus,
  events,
  expect,
  expectNoAxeViolations,
  expectNoCspViolations,
  gotoPage,
  loadPageContent,
  mediaReports,
  site,
  stubExternalSite,
  tabUntil,
  team,
  test,
  text,
} from "./playwright-utils";

const heroHeading = (page: Page) => page.locator("h1#page-heading");

type HomeYaml = ReturnType<typeof loadPageContent> & {
  about: { heading: string; paragraphs: string[]; imageAlt: string };
  locate: { heading: string; intro: string };
};

const home = loadPageContent<HomeYaml>("home");

async function expectNewTabLink(link: Locator) {
  await expect(link).toHaveAttribute("target", "_blank");
  const rel = (await link.getAttribute("rel")) ?? "";
  expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
}

/* ------------------------------------------------------------------------------------------------
 * Home
 * ---------------------------------------------------------------------------------------------- */

test.describe("home", () => {
  // The hero, About Us, its Contact Us link and the contact strip: scripts/lib/built-pages.build.test.ts.
  test("the About Us image is shown on large screens", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoPage(page, href("/"));
    const image = page.getByAltText(home.about.imageAlt);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
  });

  test("the About Us image is hidden on phones @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPage(page, href("/"));
    await expect(page.getByAltText(home.about.imageAlt)).toBeHidden();
    await expect(page.getByRole("region", { name: home.about.heading })).toContainText(home.about.paragraphs[0] ?? "");
  });

  test("Locate Us: the sketch of both addresses, the OpenStreetMap embed on request, and the two addresses with map links", async ({
    page,
    context,
  }) => {
    const mapRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith(OSM_HOST)) mapRequests.push(r.url());
    });
    await gotoPage(page, href("/"));
    const locate = page.getByRole("region", { name: home.locate.heading });
    await expect(locate).toContainText(home.locate.intro);

    // The box shows the site's sketch; nothing is fetched from the map host, even on screen, until the visitor asks.
    await locate.scrollIntoViewIfNeeded();
    await expect(locate.locator("svg[data-address-sketch]")).toBeVisible();
    await expect(locate.locator("iframe")).toHaveCount(0);
    expect(mapRequests, "no map request before the visitor asks").toEqual([]);
    const show = locate.getByRole("link", { name: text("en", "layout", "contact.showMap") });
    await expect(show).toHaveAttribute("href", new RegExp(`^${OSM_HOST.replace(/\./g, "\\.")}/`));
    await show.click();
    const map = locate.locator("iframe");
    await expect(map).toHaveAttribute("src", new RegExp(`^${OSM_HOST.replace(/\./g, "\\.")}/`));
    await expect(map).toHaveAttribute("title", /.+/);
    await expect(map).toBeFocused();
    await expect(show).toBeHidden();
    expect(page.url(), "the page stays").toMatch(/\/$/);
    await expect.poll(() => mapRequests.length, { message: "the embed loads on request (from the stub)" }).toBeGreaterThan(0);
    // The page's policy names the map's host in frame-src (server/security-headers.ts); nothing else is needed.
    await expectNoCspViolations(page);

    const office = locate.getByRole("region", { name: `${site.office.heading} Address` });
    const chamber = locate.getByRole("region", { name: `${site.chamber.heading} Address` });
    await expect(office).toContainText(site.office.street);
    await expect(office).toContainText("New Delhi");
    await expect(chamber).toContainText("Supreme Court of India");
    await expect(chamber).toContainText("New Delhi");

    for (const card of [office, chamber]) {
      const links = card.getByRole("link", { name: /^Open in / });
      expect(await links.count()).toBeGreaterThanOrEqual(2);
      for (const link of await links.all()) await expectNewTabLink(link);
    }

    // Opening one really opens a new tab (the OpenStreetMap host is stubbed).
    const [popup] = await Promise.all([context.waitForEvent("page"), office.getByRole("link", { name: /^Open in OpenStreetMap/ }).click()]);
    await expect(popup).toHaveURL(new RegExp(`^${OSM_HOST.replace(/\./g, "\\.")}/`));
    expect(page.url()).toMatch(/\/$/);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Team
 * ---------------------------------------------------------------------------------------------- */

test.describe("team", () => {
  const cards = (page: Page) => page.getByTestId("team-grid").locator(":scope > li");

  async function columnCount(page: Page): Promise<number> {
    const xs = await cards(page).evaluateAll((items) => items.map((el) => Math.round(el.getBoundingClientRect().left)));
    return new Set(xs).size;
  }

  // Each card's link, name, designation and portrait: scripts/lib/built-pages.build.test.ts, for every member.
  test("the grid has 3 columns at 1440 px, 2 at 800 px and 1 at 390 px", async ({ page }) => {
    await gotoPage(page, href("/team"));
    for (const [width, columns] of [
      [1440, 3],
      [800, 2],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => columnCount(page), { message: `columns at ${width} px` }).toBe(Math.min(columns, team.length));
    }
  });

  test("one column on a phone, of short cards: the portrait beside the name @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPage(page, href("/team"));
    await expect.poll(() => columnCount(page)).toBe(1);
    // Nine members fit a few screens, not nine: each card about a fifth of the phone's height.
    const heights = await cards(page).evaluateAll((items) => items.map((el) => Math.round(el.getBoundingClientRect().height)));
    expect(Math.max(...heights), `card heights ${heights.join(", ")}`).toBeLessThanOrEqual(180);
  });

  test("a card opens the member page", async ({ page }) => {
    await gotoPage(page, href("/team"));
    const index = Math.min(3, team.length - 1);
    const member = team[index];
    await cards(page).nth(index).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/team/${member?.id}$`));
    await expect(heroHeading(page)).toHaveText(member?.name ?? "");
  });
});

/*
 * One member page in the browser; every member's fields, the optional ones only when present, and
 * their Person JSON-LD are checked in the built HTML (scripts/lib/built-pages.build.test.ts).
 */
test.describe("team member", () => {
  // Every member's fields, LinkedIn and associations among them: scripts/lib/built-pages.build.test.ts.
  test("the vCard link downloads a .vcf card with the member's name", async ({ page }) => {
    const member = team[0]!;
    await gotoPage(page, href("/team/:id", { id: String(member.id) }));
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /vCard/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.vcf$/);
    const text = readFileSync(await download.path(), "utf8");
    expect(text).toMatch(/^BEGIN:VCARD\r?\n/);
    expect(text).toContain(`FN:${member.name}`);
    expect(text).toContain(member.email);
    expect(text).toMatch(/END:VCARD\r?\n?$/);
  });
});

// Each practice page's hero, title and domains as switches that are on and disabled:
// scripts/lib/built-pages.build.test.ts.

/* ------------------------------------------------------------------------------------------------
 * Events
 * ---------------------------------------------------------------------------------------------- */

test.describe("events", () => {
  const firstSection = events.sections[0]!;
  const section = (page: Page, caption: string) => page.getByRole("region", { name: caption, exact: true });
  const photos = (page: Page, caption: string) => section(page, caption).locator("[data-gallery-photo]");
  const lightbox = (page: Page) => page.getByRole("dialog");
  const photoCount = (caption: string) => events.sections.find((s) => s.caption === caption)?.photos.length ?? 0;
  const lightboxTitle = (caption: string, n: number, of = photoCount(caption)) => `${caption}: photo ${n} of ${of}`;

  async function openPhoto(page: Page, caption: string, index: number) {
    await photos(page, caption).nth(index).click();
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page)).toHaveAccessibleName(lightboxTitle(caption, index + 1));
    // The figure grows out of the thumbnail for 0.45 s: measure it, and click around it, where it ends.
    await lightbox(page)
      .locator("figure:not([hidden])")
      .evaluate((figure) => Promise.all(figure.getAnimations().map((animation) => animation.finished)));
  }

  test("every section with its caption and its photos", async ({ page }) => {
    await gotoPage(page, href("/events"));
    await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText(events.sections.map((s) => s.caption));
    for (const s of events.sections) {
      await expect(section(page, s.caption)).toContainText(s.summary);
      await expect(photos(page, s.caption)).toHaveCount(s.photos.length);
      await expect(photos(page, s.caption).first()).toHaveAccessibleName(
        new RegExp(`photo 1 of ${s.photos.length}: ${s.photos[0]?.alt.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      );
    }
  });

  test("a photo opens enlarged; the arrow keys step through the section", async ({ page }) => {
    await gotoPage(page, href("/events"));
    await openPhoto(page, firstSection.caption, 0);
    await expect(lightbox(page).getByRole("img", { name: firstSection.photos[0]?.alt })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(lightbox(page)).toHaveAccessibleName(lightboxTitle(firstSection.caption, 2));
    await expect(lightbox(page).getByRole("img", { name: firstSection.photos[1]?.alt })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(lightbox(page)).toHaveAccessibleName(lightboxTitle(firstSection.caption, 1));
    await page.keyboard.press("ArrowLeft");
    await expect(lightbox(page)).toHaveAccessibleName(lightboxTitle(firstSection.caption, firstSection.photos.length));
    await lightbox(page).getByRole("button", { name: "Next photo" }).click();
    await expect(lightbox(page)).toHaveAccessibleName(lightboxTitle(firstSection.caption, 1));
  });

  test("the backdrop, Escape and the close button each close it, and focus returns to the photo", async ({ page }) => {
    await gotoPage(page, href("/events"));
    const chosen = events.sections[1] ?? firstSection;
    const caption = chosen.caption;
    // Three different photos where the section has them.
    const [a, b, c] = [2, 3, 4].map((i) => i % chosen.photos.length) as [number, number, number];

    await openPhoto(page, caption, a);
    const figureBox = await lightbox(page).locator("figure:not([hidden])").boundingBox();
    expect(figureBox).not.toBeNull();
    // A click on the dimmed area, left of the figure, closes it.
    await page.mouse.click(Math.max(2, (figureBox?.x ?? 20) / 2), (figureBox?.y ?? 0) + (figureBox?.height ?? 0) / 2);
    await expect(lightbox(page)).toBeHidden();
    await expect(photos(page, caption).nth(a)).toBeFocused();

    await openPhoto(page, caption, b);
    await lightbox(page).locator("figure:not([hidden]) img").click();
    await expect(lightbox(page), "a click on the picture itself keeps it open").toBeVisible();
    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toBeHidden();
    await expect(photos(page, caption).nth(b)).toBeFocused();

    await openPhoto(page, caption, c);
    await lightbox(page).getByRole("button", { name: "Close" }).click();
    await expect(lightbox(page)).toBeHidden();
    await expect(photos(page, caption).nth(c)).toBeFocused();
  });

  test("keyboard only: Tab to a photo, Enter opens it; axe passes with it open", async ({ page }) => {
    await gotoPage(page, href("/events"));
    expect(await tabUntil(page, "[data-gallery-photo]"), `Tab reached ${await describeFocus(page)}`).toBe(true);
    await expect(photos(page, firstSection.caption).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(lightbox(page)).toHaveAccessibleName(lightboxTitle(firstSection.caption, 1));
    await expect(lightbox(page).getByRole("img", { name: firstSection.photos[0]?.alt })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(photos(page, firstSection.caption).first()).toBeFocused();
  });

  const figureAnimations = (page: Page) =>
    page.locator("dialog[open] figure:not([hidden])").evaluate((figure) => figure.getAnimations().length);

  test("the enlarged picture grows out of the thumbnail (layout animation)", async ({ page }) => {
    // Record every Web Animation started on a figure, so a slow machine cannot miss a 0.45 s one.
    await page.addInitScript(() => {
      const calls: { tag: string; duration: unknown }[] = [];
      (window as unknown as { __animations: typeof calls }).__animations = calls;
      const original = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        calls.push({ tag: this.tagName, duration: typeof options === "object" ? options.duration : options });
        return original.call(this, keyframes, options);
      };
    });
    await gotoPage(page, href("/events"));
    await photos(page, firstSection.caption).first().click();
    await expect(lightbox(page)).toBeVisible();
    const animations = await page.evaluate(
      () => (window as unknown as { __animations: { tag: string; duration: unknown }[] }).__animations,
    );
    expect(animations, "the figure grows out of the thumbnail").toContainEqual({ tag: "FIGURE", duration: 450 });
  });

  test("with reduced motion nothing animates when a photo opens", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoPage(page, href("/events"));
    await photos(page, firstSection.caption).nth(1).click();
    await expect(lightbox(page)).toBeVisible();
    expect(await figureAnimations(page)).toBe(0);
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length)).toBe(0);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Media reports
 * ---------------------------------------------------------------------------------------------- */

test.describe("media reports", () => {
  const cards = (page: Page) => page.getByTestId("media-card");
  const overlay = (page: Page) => page.getByRole("dialog");

  async function expectReport(page: Page, index: number) {
    const report = mediaReports.reports[index]!;
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page)).toHaveAccessibleName(report.title);
    for (const paragraph of report.description) await expect(overlay(page)).toContainText(paragraph);
    await expect(overlay(page).getByRole("img", { name: report.alt })).toBeVisible();
  }

  // One card per report with its title and excerpt: scripts/lib/built-pages.build.test.ts.
  test("a card opens the full report; the close icon and Escape close it", async ({ page }) => {
    await gotoPage(page, href("/media-reports"));
    const second = Math.min(1, mediaReports.reports.length - 1);
    const lastReport = mediaReports.reports.length - 1;
    await cards(page).nth(second).click();
    await expectReport(page, second);
    await overlay(page).getByRole("button", { name: "Close report" }).click();
    await expect(overlay(page)).toBeHidden();

    await cards(page).nth(lastReport).click();
    await expectReport(page, lastReport);
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toBeHidden();
  });

  test("keyboard only: Enter opens a card, focus stays inside the overlay, axe passes", async ({ page }) => {
    await gotoPage(page, href("/media-reports"));
    expect(await tabUntil(page, '[data-testid="media-card"]')).toBe(true);
    await page.keyboard.press("Enter");
    await expectReport(page, 0);
    // Focus may pass through the browser's own UI between cycles (a native modal dialog lets it),
    // but never lands on the page behind.
    const focusBehind = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(active && active !== document.body && !active.closest("dialog"));
      });
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await focusBehind(), `Tab ${i + 1}: ${await describeFocus(page)}`).toBe(false);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await focusBehind()).toBe(false);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toBeHidden();
    // A keyboard user continues from the card they opened.
    await expect(cards(page).first(), `focus after closing: ${await describeFocus(page)}`).toBeFocused();
  });
});

// Career and contact (hero, texts, cards, mail and phones as links, the address cards, no form) are
// read from the build in scripts/lib/built-pages.build.test.ts: nothing on them needs a browser.

/* ------------------------------------------------------------------------------------------------
 * Search presence
 * ---------------------------------------------------------------------------------------------- */

// The sitemap's entries, robots.txt's lines, every page's description, canonical link, Open Graph
// and Twitter tags are read from the build (scripts/lib/built-pages.build.test.ts); that the server
// sends the two files as their types, through inject (scripts/lib/built-site-http.build.test.ts).

/* ------------------------------------------------------------------------------------------------
 * Links that leave the site
 * ---------------------------------------------------------------------------------------------- */

test("the firm's LinkedIn link opens in a new tab", async ({ page, context }) => {
  await stubExternalSite(context, "https://www.linkedin.com", "LinkedIn (stub)");
  await gotoPage(page, href("/contact"));
  const link = page.getByRole("contentinfo").getByRole("link", { name: new RegExp(site.professionalNetwork.label) });
  const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await expect(popup).toHaveURL(site.professionalNetwork.url);
  await expect(popup).toHaveTitle("LinkedIn (stub)");
  expect(await popup.evaluate(() => window.opener)).toBeNull();
});
