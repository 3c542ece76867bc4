/**
 * Issue "firm pages": home, team, a member page, the litigation page's switches, events, media
 * reports, career and contact. Each member's and practice page's own fields and the site's presence
 * in search engines (sitemap, meta tags, structured data, robots.txt) are checked on every built
 * page in scripts/lib/built-pages.build.test.ts.
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
  gotoPage,
  loadPageContent,
  mediaReports,
  services,
  site,
  stubExternalSite,
  tabUntil,
  team,
  test,
} from "./playwright-utils";

const heroHeading = (page: Page) => page.locator("h1#page-heading");
const heroSubtitle = (page: Page) => page.locator("#page-heading + p");

type HomeYaml = ReturnType<typeof loadPageContent> & {
  about: { heading: string; paragraphs: string[]; imageAlt: string };
  locate: { heading: string; intro: string };
};
type CareerYaml = ReturnType<typeof loadPageContent> & {
  lateralHiring: { heading: string; paragraphs: string[] };
  internship: { heading: string; paragraphs: string[] };
  cards: { title: string; paragraphs: string[]; items?: string[]; showContacts?: boolean }[];
};
type ContactYaml = ReturnType<typeof loadPageContent> & { officeHeading: string; chamberHeading: string };

const home = loadPageContent<HomeYaml>("home");
const career = loadPageContent<CareerYaml>("career");
const contact = loadPageContent<ContactYaml>("contact");

/** The firm's mail, both phones: each a real link with the value from site.ts. */
async function expectContactLinks(scope: Locator) {
  await expect(scope.locator(`a[href="mailto:${site.email}"]`)).toContainText(site.email);
  for (const phone of Object.values(site.phones)) {
    await expect(scope.locator(`a[href="tel:${phone.tel}"]`)).toContainText(phone.display);
  }
}

async function expectNewTabLink(link: Locator) {
  await expect(link).toHaveAttribute("target", "_blank");
  const rel = (await link.getAttribute("rel")) ?? "";
  expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
}

/* ------------------------------------------------------------------------------------------------
 * Home
 * ---------------------------------------------------------------------------------------------- */

test.describe("home", () => {
  test("hero, About Us and the contact strip", async ({ page }) => {
    await gotoPage(page, href("/"));
    await expect(heroHeading(page)).toHaveText("We provide a clear path");
    await expect(heroSubtitle(page)).toHaveText("We help you manage your legal affairs");

    const about = page.getByRole("region", { name: home.about.heading });
    await expect(about.getByRole("heading", { level: 2 })).toHaveText(home.about.heading);
    for (const paragraph of home.about.paragraphs) await expect(about).toContainText(paragraph);

    const contactButton = about.getByRole("link", { name: "Contact Us" });
    await expect(contactButton).toHaveAttribute("href", "/contact");
    await expectContactLinks(about);
    const network = about.getByRole("link", { name: new RegExp(site.professionalNetwork.label) });
    await expect(network).toHaveAttribute("href", site.professionalNetwork.url);
    await expectNewTabLink(network);

    await contactButton.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(heroHeading(page)).toHaveText(contact.hero.heading);
  });

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

  test("Locate Us: a lazy OpenStreetMap embed and the two addresses with map links", async ({ page, context }) => {
    const mapRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith(OSM_HOST)) mapRequests.push(r.url());
    });
    await gotoPage(page, href("/"));
    const locate = page.getByRole("region", { name: home.locate.heading });
    await expect(locate).toContainText(home.locate.intro);

    // Nothing is fetched from the map host until the visitor scrolls near the map.
    expect(mapRequests, "no map request before scrolling").toEqual([]);
    await expect(locate.locator("iframe")).toHaveCount(0);
    await locate.scrollIntoViewIfNeeded();
    const map = locate.locator("iframe");
    await expect(map).toHaveAttribute("src", new RegExp(`^${OSM_HOST.replace(/\./g, "\\.")}/`));
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("title", /.+/);
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => mapRequests.length, { message: "the embed loads once on screen (from the stub)" }).toBeGreaterThan(0);

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

  test("one column on a phone @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPage(page, href("/team"));
    await expect.poll(() => columnCount(page)).toBe(1);
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
  const withEverything = team.find((m) => m.linkedin && m.association.length > 0);

  async function expectCommonFields(page: Page, member: (typeof team)[number]) {
    await expect(heroHeading(page)).toHaveText(member.name);
    await expect(heroSubtitle(page)).toHaveText(member.designation);
    await expect(page.locator(`main a[href="mailto:${member.email}"]`)).toContainText(member.email);

    const education = page.locator("section", { has: page.getByRole("heading", { name: "Education", exact: true }) });
    await expect(education.getByRole("listitem")).toHaveText(member.education);
    const bar = page.locator("section", { has: page.getByRole("heading", { name: "Bar Admission", exact: true }) });
    await expect(bar).toContainText(member.barAdmission);
    const overview = page.locator("section", { has: page.getByRole("heading", { name: "Overview", exact: true }) });
    await expect(overview.locator("p")).toHaveCount(member.overview.length);
    for (const [i, paragraph] of member.overview.entries()) await expect(overview.locator("p").nth(i)).toHaveText(paragraph);
  }

  test("a member with a LinkedIn profile and associations shows both", async ({ page }) => {
    test.skip(!withEverything, "no member has both a profile link and associations");
    const member = withEverything!;
    await gotoPage(page, href("/team/:id", { id: String(member.id) }));
    await expectCommonFields(page, member);
    const linkedin = page.getByRole("link", { name: /LinkedIn profile/ });
    await expect(linkedin).toHaveAttribute("href", member.linkedin ?? "");
    await expectNewTabLink(linkedin);
    const association = page.locator("section", { has: page.getByRole("heading", { name: "Association", exact: true }) });
    await expect(association.getByRole("listitem")).toHaveText(member.association);
  });

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

/* ------------------------------------------------------------------------------------------------
 * Services
 * ---------------------------------------------------------------------------------------------- */

test.describe("services", () => {
  // Each practice page's hero, title and domains: scripts/lib/built-pages.build.test.ts.
  test("litigation lists its domains as switches that are on and cannot be changed", async ({ page }) => {
    const litigation = services.find((s) => s.slug === "litigation")!;
    test.skip(litigation.domains.length === 0, "the litigation page lists no domains");
    await gotoPage(page, href("/services/litigation"));
    const switches = page.getByRole("switch");
    await expect(switches).toHaveCount(litigation.domains.length);
    for (const domain of litigation.domains) {
      const toggle = page.getByRole("switch", { name: domain, exact: true });
      await expect(toggle).toHaveAttribute("aria-checked", "true");
      await expect(toggle).toBeDisabled();
    }
    const first = page.getByRole("switch", { name: litigation.domains[0], exact: true });
    await first.click({ force: true });
    await page.locator(`label[for="${await first.getAttribute("id")}"]`).click({ force: true });
    await first.press("Space");
    await expect(first).toHaveAttribute("aria-checked", "true");
    await expect(switches.and(page.locator('[aria-checked="true"]'))).toHaveCount(litigation.domains.length);
  });
});

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
    await expect
      .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length), { timeout: 500 })
      .toBe(0);
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

  test("one card per report, with title and excerpt", async ({ page }) => {
    await gotoPage(page, href("/media-reports"));
    await expect(cards(page)).toHaveCount(mediaReports.reports.length);
    for (const [i, report] of mediaReports.reports.entries()) {
      await expect(cards(page).nth(i)).toContainText(report.title);
      await expect(cards(page).nth(i)).toContainText(report.excerpt);
    }
  });

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

/* ------------------------------------------------------------------------------------------------
 * Career and contact
 * ---------------------------------------------------------------------------------------------- */

test.describe("career", () => {
  test("hero, the two texts and the three cards with the firm's mail and phones", async ({ page }) => {
    await gotoPage(page, href("/career"));
    await expect(heroHeading(page)).toHaveText("Career");
    await expect(heroSubtitle(page)).toHaveText("Join Our Expert Team Of Lawyers");

    for (const block of [career.lateralHiring, career.internship]) {
      const region = page.getByRole("region", { name: block.heading });
      for (const p of block.paragraphs) await expect(region).toContainText(p);
    }
    const internship = page.getByRole("region", { name: career.internship.heading });
    await expect(internship).toContainText("four weeks");
    await expect(internship).toContainText("six weeks");
    await expect(internship).toContainText("two to three weeks");

    const cardTitles = ["What are we looking for", "What do we offer", "How can you Apply"];
    expect(career.cards.map((c) => c.title)).toEqual(cardTitles);
    const cards = page.getByRole("region", { name: "Working with us" }).locator(":scope > ul > li");
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(cardTitles);
    const apply = cards.filter({ has: page.getByRole("heading", { name: "How can you Apply" }) });
    await expectContactLinks(apply);
  });
});

test.describe("contact", () => {
  test("hero, mail and phones as links, the two address cards and no form", async ({ page }) => {
    await gotoPage(page, href("/contact"));
    await expect(heroHeading(page)).toHaveText("Contact Us");
    const main = page.locator("main");
    await expectContactLinks(main);
    await expect(main.locator('a[href^="tel:"]')).toHaveCount(2);

    const office = main.getByRole("region", { name: contact.officeHeading });
    const chamber = main.getByRole("region", { name: contact.chamberHeading });
    expect([contact.officeHeading, contact.chamberHeading]).toEqual(["Corporate Office Address", "Chamber Address"]);
    await expect(office.getByRole("heading")).toHaveText(contact.officeHeading);
    await expect(office).toContainText("New Delhi");
    await expect(office).toContainText(site.office.street);
    await expect(chamber.getByRole("heading")).toHaveText(contact.chamberHeading);
    await expect(chamber).toContainText("Supreme Court of India");
    await expect(chamber).toContainText("New Delhi");

    await expect(page.locator("form")).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(0);
  });
});

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
