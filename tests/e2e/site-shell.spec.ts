/**
 * Issue "site shell": one page of each kind renders (title, hero, CSP, axe), the disclaimer gate,
 * the header, the menus, the sign-in journey, legacy aliases, not-found pages, scroll restoration,
 * the footer and the HTTP headers. What each page carries of its own (title, hero, head, CSP
 * hashes in the prerendered HTML) is checked on every page in scripts/lib/built-pages.build.test.ts.
 */
import { href } from "react-router";
import { calculatorLinks, serviceLinks } from "../../app/config/navigation";
import type { Locator, Page, Request } from "@playwright/test";
import { SIGN_IN_DELAY_MS } from "../../app/features/sign-in/sign-in-schema";
import {
  disclaimerText,
  navTitle,
  expect,
  expectNoHorizontalOverflow,
  expectToastClearOf,
  headerControlsOverArt,
  expectNoAxeViolations,
  expectNoCspViolations,
  gotoPage,
  notFoundPage,
  onePerKind,
  quickLinks,
  richestArticle,
  routes,
  services,
  site,
  stubExternalSite,
  tabUntil,
  team,
  test,
  titleOf,
  waitForReady,
  pauseClock,
} from "./playwright-utils";

const heroHeading = (page: Page) => page.locator("h1#page-heading");

/* ------------------------------------------------------------------------------------------------
 * One page of each kind
 * ---------------------------------------------------------------------------------------------- */

/*
 * Pages of one kind share their route module and layout, so the browser renders one of each (the
 * busiest article, so its updates and tables are scanned too) for the hero, axe and CSP. Every
 * page's own title, hero, head tags and prerendered HTML are checked in
 * scripts/lib/built-pages.build.test.ts, and every page's status by the walk without JavaScript.
 */
const representatives = onePerKind(routes, (route) => route.path === href("/publications/:id", { id: String(richestArticle.id) }));

test.describe("one page of each kind", () => {
  for (const route of representatives) {
    test(`${route.kind}: ${route.path} renders "${route.title}" with its hero, no CSP and no axe violations`, async ({ page }) => {
      await gotoPage(page, route.path);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(heroHeading(page)).toHaveText(route.heading);
      if (route.subtitle) await expect(page.locator("#page-heading + p")).toHaveText(route.subtitle);
      await expectNoAxeViolations(page);
      await expectNoCspViolations(page);
      // What axe cannot see: the header's controls over the illustration, and a sideways scroll.
      expect(await headerControlsOverArt(page), "header controls over the hero's art").toEqual([]);
      await expectNoHorizontalOverflow(page);
    });
  }

  test("at a phone's width: no header control over the art, nothing wider than the window @phone", async ({ page }) => {
    for (const route of representatives) {
      await gotoPage(page, route.path);
      expect(await headerControlsOverArt(page), `header controls over the hero's art on ${route.path}`).toEqual([]);
      await expectNoHorizontalOverflow(page);
    }
  });
});

/* ------------------------------------------------------------------------------------------------
 * Disclaimer
 * ---------------------------------------------------------------------------------------------- */

test.describe("disclaimer, first visit", () => {
  test.use({ disclaimerAccepted: false });

  const dialog = (page: Page) => page.getByRole("dialog", { name: "Disclaimer" });

  test("is shown as a modal with focus inside; Escape and clicks outside do not close it", async ({ page }) => {
    await gotoPage(page, href("/"));
    await expect(dialog(page)).toBeVisible();
    // A native modal dialog: the page behind is inert and focus stays in it.
    expect(await dialog(page).evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect(dialog(page)).toContainText(disclaimerText.en.advertising ?? "");
    await expect(dialog(page).getByRole("button", { name: disclaimerText.en.agree ?? "" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await page.mouse.click(700, 880);
    await expect(dialog(page)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-disclaimer", "pending");
  });

  test("Tab cycles within the dialog: nothing behind it takes focus", async ({ page }) => {
    await gotoPage(page, href("/"));
    await expect(dialog(page)).toBeVisible();
    const visited: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return "outside-document";
        if (active.closest("dialog")) return "dialog";
        return `page: <${active.tagName.toLowerCase()}> ${active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 30)}`;
      });
      visited.push(where);
    }
    // Focus may pass through the browser's own UI between cycles, but never lands on the page behind.
    expect(
      visited.filter((w) => w.startsWith("page:")),
      `focus order: ${visited.join(" | ")}`,
    ).toEqual([]);
    expect(visited.filter((w) => w === "dialog").length).toBeGreaterThanOrEqual(4);
  });

  test("has no axe violations while open", async ({ page }) => {
    await gotoPage(page, href("/"));
    await expect(dialog(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('"Yes, I Agree" hides it and gives the page back to the visitor', async ({ page }) => {
    await gotoPage(page, href("/team"));
    await dialog(page)
      .getByRole("button", { name: disclaimerText.en.agree ?? "" })
      .click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("data-disclaimer", "agreed");
    // The page behind must stop being inert once the visitor agrees, without a reload.
    expect(await page.locator("dialog:modal").count()).toBe(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('"Yes, I Agree" sets the cookie for a day on the whole site, and a reload never shows the gate', async ({ page, context }) => {
    await gotoPage(page, href("/team"));
    await dialog(page)
      .getByRole("button", { name: disclaimerText.en.agree ?? "" })
      .click();
    await expect(dialog(page)).toBeHidden();

    const cookie = (await context.cookies()).find((c) => c.name === "disclaimer");
    expect(cookie, "disclaimer cookie").toBeDefined();
    expect(cookie?.value).toBe("agreed");
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    const secondsLeft = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(86_400 - 120);
    expect(secondsLeft).toBeLessThanOrEqual(86_400 + 5);

    // Record every painted frame of the next document: the gate must never be shown.
    await page.addInitScript(() => {
      const w = window as unknown as { __gateFrames: number; __framesSeen: number };
      w.__gateFrames = 0;
      w.__framesSeen = 0;
      const check = () => {
        w.__framesSeen++;
        const gate = document.querySelector(".disclaimer-gate");
        if (gate && getComputedStyle(gate).display !== "none") w.__gateFrames++;
        if (w.__framesSeen < 120) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("data-disclaimer", "agreed");
    expect(await dialog(page).isVisible()).toBe(false);
    await waitForReady(page);
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __framesSeen: number }).__framesSeen)).toBeGreaterThan(5);
    expect(await page.evaluate(() => (window as unknown as { __gateFrames: number }).__gateFrames), "frames that showed the gate").toBe(0);
    expect(await page.locator("dialog:modal").count()).toBe(0);
  });

  test('"Disagree" sends the visitor to a general search engine', async ({ page, context }) => {
    await stubExternalSite(context, "https://www.google.com", "Search (stub)");
    await gotoPage(page, href("/"));
    await dialog(page)
      .getByRole("link", { name: disclaimerText.en.disagree ?? "" })
      .click();
    await expect(page).toHaveURL(site.disclaimerLeaveUrl);
    expect(site.disclaimerLeaveUrl).toMatch(/^https:\/\/www\.google\.com\/?$/);
    await expect(page).toHaveTitle("Search (stub)");
    expect((await context.cookies()).find((c) => c.name === "disclaimer")).toBeUndefined();
  });
});

/* ------------------------------------------------------------------------------------------------
 * Header
 * ---------------------------------------------------------------------------------------------- */

test.describe("header", () => {
  async function scrollTo(page: Page, y: number) {
    await page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.scrollTo({ top, left: 0, behavior: "instant" });
          // Two frames: the scroll event has fired and React has committed.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      y,
    );
  }

  test("is transparent at the top and blurred from 10 px of scroll", async ({ page }) => {
    await gotoPage(page, href("/team"));
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");

    await scrollTo(page, 9);
    expect(await page.evaluate(() => window.scrollY)).toBe(9);
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await scrollTo(page, 10);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain("blur(");

    await scrollTo(page, 400);
    await expect(header).toHaveAttribute("data-scrolled", "true");

    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backdropFilter)).toBe("none");
  });
});

/* ------------------------------------------------------------------------------------------------
 * Desktop menu
 * ---------------------------------------------------------------------------------------------- */

test.describe("desktop menu", () => {
  const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
  const trigger = (page: Page, name: string) => mainNav(page).getByRole("button", { name });

  async function expectLinks(list: Locator, expected: { name: string; href: string }[]) {
    await expect(list).toHaveCount(expected.length);
    for (const [i, link] of expected.entries()) {
      await expect(list.nth(i)).toHaveAttribute("href", link.href);
      await expect(list.nth(i)).toContainText(link.name);
    }
  }

  const serviceMenu = serviceLinks.map((link) => ({ name: navTitle(link), href: link.url }));
  const calculatorMenu = [
    { name: "Court Fee Calculator", href: "/calculator/court-fee-calculator" },
    { name: "Arbitration Fee Calculator", href: "/calculator/arbitration-fee-calculator" },
  ];

  test("has Home, Team, the two dropdowns, Contact and the sign-in icon", async ({ page }) => {
    await gotoPage(page, href("/"));
    await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(mainNav(page).getByRole("link", { name: "Team" })).toHaveAttribute("href", "/team");
    await expect(mainNav(page).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(trigger(page, "Services")).toBeVisible();
    await expect(trigger(page, "Court Fee Calculator")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("banner").getByRole("link", { name: `${site.name}, home` })).toHaveAttribute("href", "/");
  });

  test("hovering Services opens the seven service links; hovering the calculators opens the two calculators", async ({ page }) => {
    await gotoPage(page, href("/"));
    await trigger(page, "Services").hover();
    await expect(trigger(page, "Services")).toHaveAttribute("aria-expanded", "true");
    await expectLinks(mainNav(page).locator("ul ul:not([hidden]) a"), serviceMenu);

    await trigger(page, "Court Fee Calculator").hover();
    await expect(trigger(page, "Court Fee Calculator")).toHaveAttribute("aria-expanded", "true");
    await expectLinks(mainNav(page).locator("ul ul:not([hidden]) a"), calculatorMenu);
  });

  test("keyboard: Tab to the trigger and Enter opens it; a link navigates", async ({ page }) => {
    await gotoPage(page, href("/"));
    expect(await tabUntil(page, 'nav[aria-label="Main"] button'), "Tab reaches the Services trigger").toBe(true);
    await expect(trigger(page, "Services")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(trigger(page, "Services")).toHaveAttribute("aria-expanded", "true");
    await expectLinks(mainNav(page).locator("ul ul:not([hidden]) a"), serviceMenu);

    await mainNav(page)
      .getByRole("link", { name: serviceMenu[1]?.name ?? "" })
      .click();
    await expect(page).toHaveURL(new RegExp(`${serviceMenu[1]?.href}$`));
    await expect(page.locator("#page-heading + p")).toHaveText(services[1]?.summary ?? "");
  });

  test("has no axe violations with a dropdown open", async ({ page }) => {
    await gotoPage(page, href("/"));
    await trigger(page, "Services").click();
    await expect(trigger(page, "Services")).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page).locator("ul ul:not([hidden]) a")).toHaveCount(serviceMenu.length);
    await expectNoAxeViolations(page);
  });

  test("clicking a calculator link navigates to it", async ({ page }) => {
    await gotoPage(page, href("/contact"));
    await trigger(page, "Court Fee Calculator").click();
    await mainNav(page).getByRole("link", { name: "Arbitration Fee Calculator" }).click();
    await expect(page).toHaveURL(/\/calculator\/arbitration-fee-calculator$/);
    await expect(heroHeading(page)).toHaveText(routes.find((r) => r.path === "/calculator/arbitration-fee-calculator")?.heading ?? "");
  });
});

/* ------------------------------------------------------------------------------------------------
 * Side menu on phones
 * ---------------------------------------------------------------------------------------------- */

test.describe("side menu @phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  const sheet = (page: Page) => page.getByRole("dialog", { name: site.name });

  async function openSheet(page: Page) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(sheet(page)).toBeVisible();
  }

  test("holds the whole navigation with accordions that open one at a time @phone", async ({ page }) => {
    await gotoPage(page, href("/"));
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await openSheet(page);
    const nav = sheet(page).getByRole("navigation", { name: "Site" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Team", "/team"],
      ["Contact", "/contact"],
      ["Events", "/events"],
      ["Career", "/career"],
      ["Publications", "/publications"],
      ["Media Reports", "/media-reports"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    // Native disclosures (<details> sharing a name): the browser keeps one open at a time.
    const servicesTrigger = nav.locator("summary", { hasText: "Services" });
    const calculatorTrigger = nav.locator("summary", { hasText: "Calculator" });
    const isOpen = (trigger: typeof servicesTrigger) => trigger.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
    expect(await isOpen(servicesTrigger)).toBe(false);
    expect(await isOpen(calculatorTrigger)).toBe(false);

    await servicesTrigger.click();
    expect(await isOpen(servicesTrigger)).toBe(true);
    for (const s of services) await expect(nav.locator(`a[href="/services/${s.slug}"]`)).toBeVisible();

    await calculatorTrigger.click();
    expect(await isOpen(calculatorTrigger)).toBe(true);
    expect(await isOpen(servicesTrigger)).toBe(false);
    await expect(nav.locator('a[href="/services/litigation"]')).toBeHidden();
    await expect(nav.locator('a[href="/calculator/court-fee-calculator"]')).toBeVisible();

    await calculatorTrigger.click();
    expect(await isOpen(calculatorTrigger)).toBe(false);
    await expect(nav.locator('a[href="/calculator/court-fee-calculator"]')).toBeHidden();
  });

  test("a link navigates and closes the sheet; Escape closes it @phone", async ({ page }) => {
    await gotoPage(page, href("/"));
    await openSheet(page);
    await sheet(page).locator("summary", { hasText: "Services" }).click();
    await sheet(page).locator('a[href="/services/recovery"]').click();
    await expect(page).toHaveURL(/\/services\/recovery$/);
    await expect(sheet(page)).toBeHidden();
    await expect(page.locator("#page-heading + p")).toHaveText(services.find((s) => s.slug === "recovery")?.summary ?? "");

    await openSheet(page);
    await page.keyboard.press("Escape");
    await expect(sheet(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("has no axe violations while open @phone", async ({ page }) => {
    await gotoPage(page, href("/"));
    await openSheet(page);
    await sheet(page).locator("summary", { hasText: "Services" }).click();
    await expectNoAxeViolations(page);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Sign-in journey
 * ---------------------------------------------------------------------------------------------- */

test.describe("sign-in", () => {
  const PASSWORD_MESSAGES = {
    length: "must contain at least 8 characters",
    upper: "must contain at least one uppercase character",
    lower: "must contain at least one lowercase character",
    number: "must contain at least one number",
    special: "must contain at least one special character",
  };

  const roleSelect = (page: Page) => page.getByRole("combobox", { name: "Role" });
  const username = (page: Page) => page.getByLabel("Username");
  const password = (page: Page) => page.getByLabel("Password");
  const submit = (page: Page) => page.locator('form button[type="submit"]');
  const errorsOf = (page: Page, field: "role" | "username" | "password") => page.locator(`#${field}-error li`);
  const toasts = (page: Page) => page.locator('[data-variant][data-state="open"]');

  /** The role control may be the platform's <select> or a custom combobox; both are driven as a user would. */
  const isNativeSelect = (page: Page) => roleSelect(page).evaluate((el) => el instanceof HTMLSelectElement);

  async function shownRole(page: Page): Promise<string> {
    if (await isNativeSelect(page)) return (await roleSelect(page).locator("option:checked").textContent())?.trim() ?? "";
    return (await roleSelect(page).textContent())?.trim() ?? "";
  }

  async function roleChoices(page: Page): Promise<string[]> {
    if (await isNativeSelect(page)) return roleSelect(page).locator('option:not([value=""]):not([disabled])').allTextContents();
    await roleSelect(page).click();
    const choices = await page.getByRole("option").allTextContents();
    await page.keyboard.press("Escape");
    return choices;
  }

  async function chooseRole(page: Page, role: string) {
    if (await isNativeSelect(page)) {
      await roleSelect(page).selectOption({ label: role });
    } else {
      await roleSelect(page).click();
      await page.getByRole("option", { name: role, exact: true }).click();
    }
    await expect.poll(() => shownRole(page)).toBe(role);
  }

  test("shows the form with its fields, autocomplete hints and role options", async ({ page }) => {
    await gotoPage(page, href("/login"));
    await expect(page.getByRole("heading", { name: `Sign in to ${site.name}` })).toBeVisible();
    expect(await shownRole(page), "the placeholder is shown until a role is chosen").toBe("Select your role");
    await expect(username(page)).toHaveAttribute("autocomplete", "username");
    await expect(password(page)).toHaveAttribute("autocomplete", "current-password");
    await expect(password(page)).toHaveAttribute("type", "password");
    expect((await roleChoices(page)).map((c) => c.trim())).toEqual(["admin", "advocate", "client"]);
    await chooseRole(page, "client");
  });

  test("an empty submit shows every message word for word, and axe passes with them shown", async ({ page }) => {
    await gotoPage(page, href("/login"));
    await submit(page).click();
    await expect(errorsOf(page, "role")).toHaveText(["cannot be empty"]);
    await expect(errorsOf(page, "username")).toHaveText(["must contain at least 2 characters"]);
    await expect(errorsOf(page, "password")).toHaveText(Object.values(PASSWORD_MESSAGES));
    await expect(username(page)).toHaveAttribute("aria-invalid", "true");
    await expect(password(page)).toHaveAccessibleDescription(new RegExp(PASSWORD_MESSAGES.length));
    await expectNoAxeViolations(page);
  });

  // Each password rule's own message and the username's bounds are checked on the form's own
  // script in app/features/sign-in/sign-in-form.test.tsx.

  test("pasting into the password field works", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await gotoPage(page, href("/login"));
    await page.evaluate(() => navigator.clipboard.writeText("Pasted#Secret9"));
    await password(page).focus();
    await page.keyboard.press("ControlOrMeta+V");
    await expect(password(page)).toHaveValue("Pasted#Secret9");
  });

  test("a valid sign-in loads for 3 s without any request, then shows the destructive toast", async ({ page }) => {
    await page.clock.install();
    await gotoPage(page, href("/login"));
    const requests: Request[] = [];
    page.on("request", (r) => requests.push(r));

    await chooseRole(page, "admin");
    await username(page).fill("advocate.one");
    await password(page).fill("Str0ng#Pass");
    await pauseClock(page);
    await submit(page).click();
    const toast = toasts(page);
    await expect(submit(page)).toBeDisabled();
    await expect(submit(page)).toHaveAttribute("aria-busy", "true");
    await expect(submit(page)).toHaveText("Signing in…");

    // The page's clock moves only when the test moves it: just short of 3 s, still loading.
    await page.clock.runFor(2_990);
    await expect(submit(page)).toHaveText("Signing in…");
    await expect(submit(page)).toHaveAttribute("aria-busy", "true");
    await expect(toast).toHaveCount(0);

    await page.clock.runFor(10);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast).toContainText("Uh Oh! Something went wrong.");
    await expect(toast).toContainText("Invalid username or password.");
    await expect(submit(page)).toBeEnabled();
    await expect(submit(page)).toHaveText("Submit");
    await expect(password(page)).toHaveValue("");
    await expectToastClearOf(page, { Submit: submit(page) });

    const sent = requests.filter(
      (r) => ["fetch", "xhr", "document", "websocket", "eventsource"].includes(r.resourceType()) || r.method() !== "GET",
    );
    expect(
      sent.map((r) => `${r.method()} ${r.resourceType()} ${r.url()}`),
      "requests sent during the sign-in",
    ).toEqual([]);
    // axe waits on the page's timers: let its clock run again.
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });

  test("on a phone the failure toast leaves Submit in sight, above it @phone", async ({ page }) => {
    await page.clock.install();
    await gotoPage(page, href("/login"));
    await chooseRole(page, "advocate");
    await username(page).fill("advocate.one");
    await password(page).fill("Str0ng#Pass");
    await pauseClock(page);
    await submit(page).click();
    await page.clock.runFor(SIGN_IN_DELAY_MS);
    await expect(toasts(page)).toContainText("Uh Oh! Something went wrong.");
    await expectToastClearOf(page, { Submit: submit(page) });
    await expect(submit(page)).toBeInViewport();
  });

  test("the toast stays until closed, and a second sign-in replaces it", async ({ page }) => {
    await page.clock.install();
    await gotoPage(page, href("/login"));
    await chooseRole(page, "client");
    await username(page).fill("client.one");
    await password(page).fill("Str0ng#Pass");
    await pauseClock(page);
    await submit(page).click();
    await page.clock.runFor(SIGN_IN_DELAY_MS);
    const toast = toasts(page);
    await expect(toast).toBeVisible();

    await password(page).fill("Str0ng#Pass2");
    await submit(page).click();
    await page.clock.runFor(SIGN_IN_DELAY_MS);
    await expect(submit(page)).toHaveAttribute("aria-busy", "false");
    await expect(toast).toHaveCount(1);
    await expect(page.locator("[data-variant]")).toHaveCount(1);

    // No auto-close: still there a minute later by the page's clock.
    await page.clock.runFor(60_000);
    await expect(toast).toBeVisible();

    await toast.getByRole("button", { name: "Close notification" }).click();
    await expect(page.locator('[data-variant][data-state="open"]')).toHaveCount(0);
    await expect(page.getByText("Uh Oh! Something went wrong.")).toBeHidden();
  });
});

/* ------------------------------------------------------------------------------------------------
 * Legacy aliases
 * ---------------------------------------------------------------------------------------------- */

test.describe("legacy aliases", () => {
  // Ids come from the content: the firm adds and removes members and articles.
  const member = team[Math.min(2, team.length - 1)]!;
  // Each alias's 301 and its target's 200 are checked through inject (scripts/lib/built-site-http.build.test.ts).
  test(`a browser following /Team/id=${member.id} lands on the member page`, async ({ page }) => {
    await gotoPage(page, `/Team/id=${member.id}`);
    await expect(page).toHaveURL(new RegExp(`/team/${member.id}$`));
    await expect(heroHeading(page)).toHaveText(member.name);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Not found
 * ---------------------------------------------------------------------------------------------- */

test.describe("not found", () => {
  async function expectNotFoundView(page: Page) {
    await expect(heroHeading(page)).toHaveText(notFoundPage.hero.heading);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const links = page.getByRole("navigation", { name: "Pages" }).getByRole("link");
    const expected = [...quickLinks, ...calculatorLinks.map((l) => ({ title: navTitle(l), url: l.url }))];
    await expect(links).toHaveText(expected.map((l) => l.title));
    for (const [i, link] of expected.entries()) await expect(links.nth(i)).toHaveAttribute("href", link.url);
  }

  // That every unknown address answers 404 with its section's not-found page, and each not-found
  // page's content, are checked without a browser (scripts/lib/built-site-http.build.test.ts and
  // built-pages.build.test.ts); here, the view.
  test("/no-such-page shows the designed not-found view with no CSP violation", async ({ page }) => {
    await gotoPage(page, "/no-such-page", { status: 404 });
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expectNotFoundView(page);
    await expect(page).toHaveTitle(titleOf(notFoundPage.title));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoCspViolations(page);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Scroll to top on route change
 * ---------------------------------------------------------------------------------------------- */

// Every page change is a document's: the browser opens the new page at its top (no page keeps a
// router in the browser, app/lib/island.tsx), with the cross-document view transition of app.css.
test.describe("scroll to top", () => {
  test("a link opens the next page at its top", async ({ page }) => {
    await gotoPage(page, href("/team"));
    const last = team[team.length - 1];
    const card = page.locator(`a[href="/team/${last?.id}"]`);
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/team/${last?.id}$`));
    await expect(heroHeading(page)).toHaveText(last?.name ?? "");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Footer
 * ---------------------------------------------------------------------------------------------- */

test.describe("footer", () => {
  // Its about text, links, contacts and copyright line, on every kind of page: scripts/lib/built-pages.build.test.ts.
  test("a quick link opens its page", async ({ page }) => {
    await gotoPage(page, href("/"));
    await page.getByRole("contentinfo").getByRole("link", { name: "Media Reports" }).click();
    await expect(page).toHaveURL(/\/media-reports$/);
    await expect(heroHeading(page)).toHaveText(routes.find((r) => r.path === "/media-reports")?.heading ?? "");
  });
});

// The HTTP headers, caching and compression of pages and assets are checked through Fastify's inject
// in scripts/lib/built-site-http.build.test.ts.
