/**
 * Shared fixtures and helpers for the end-to-end suite (epic-stack style).
 *
 * - `test` is @playwright/test's `test`, extended so that every page:
 *     * has the disclaimer cookie (unless a spec says `test.use({ disclaimerAccepted: false })`),
 *     * records Content-Security-Policy violations (events and console messages),
 *     * never reaches the internet for the OpenStreetMap embed.
 * - `routes` is the table of canonical routes with their expected <title> and hero heading, read
 *   from content/ and app/config/site.ts at test time (site-content.ts), so no copy is duplicated here.
 */
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, type ConsoleMessage, type Locator, type Page, test as base, expect } from "@playwright/test";

export { expect };
// The content and the route table live in site-content.ts, shared with the checks of the built pages.
export * from "./site-content.ts";

/* ------------------------------------------------------------------------------------------------
 * Disclaimer, navigation and hydration
 * ---------------------------------------------------------------------------------------------- */

export const DISCLAIMER_COOKIE = { name: "disclaimer", value: "agreed" } as const;

/** Adds the disclaimer=agreed cookie for the base URL, as a visitor who already agreed has it. */
export async function acceptDisclaimer(context: BrowserContext, baseURL = defaultBaseURL()): Promise<void> {
  await context.addCookies([{ ...DISCLAIMER_COOKIE, url: baseURL, sameSite: "Lax" }]);
}

function defaultBaseURL(): string {
  return `http://localhost:${process.env.E2E_PORT ?? 4173}`;
}

/**
 * Resolves once the page is ready for a visitor: a page is ready once parsed, since its behaviour
 * is the head's script, except for its islands (app/lib/island.tsx), which start when the browser is
 * idle or at the visitor's intent and are ready once hydrated with their effects run (the island marks its element). Each
 * island is shown that intent as a pointer over it, sent as an event so that the page does not
 * scroll; two frames after hydration the page has painted what it changed. On a first visit an
 * island is behind the disclaimer: open such a page with `page.goto`, not this.
 */
export async function waitForReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState !== "loading");
  await showIntent(page);
  await page.waitForFunction(() => [...document.querySelectorAll("[data-island]")].every((island) => island.hasAttribute("data-hydrated")));
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * A pointer over each island not yet hydrated: the visitor's intent that starts it (app/lib/island.tsx).
 * One evaluation in the page picks the islands and points at them, so an island that starts by itself
 * (when idle) and hydrates meanwhile cannot leave a locator waiting for an element that no longer matches.
 */
export async function showIntent(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("[data-island]:not([data-hydrated])")) {
      island.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
    }
  });
}

/**
 * Stops a page's clock, installed with `page.clock.install()` before the page loaded, so that its
 * timers fire only as the test moves it with `page.clock.runFor()`: a test of a 3 s wait takes no
 * 3 s and cannot race a busy machine. The clock is stopped two seconds ahead of the page's time
 * (it cannot go back) and runs the timers due in between: pause it before starting anything timed.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
}

/** Navigates to `path`, checks the server answered, and waits until the page is interactive. */
export async function gotoPage(page: Page, path: string, { status = 200 }: { status?: number } = {}) {
  const response = await page.goto(path);
  expect(response, `no response for ${path}`).not.toBeNull();
  expect(response?.status(), `HTTP status of ${path}`).toBe(status);
  await waitForReady(page);
  return response;
}

/* ------------------------------------------------------------------------------------------------
 * Accessibility
 * ---------------------------------------------------------------------------------------------- */

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type AxeOptions = {
  /** CSS selectors to leave out of the scan. */
  exclude?: string[];
  /** Limit the scan to this selector. */
  include?: string;
  disableRules?: string[];
};

/** Runs axe with the WCAG 2.2 AA tag set and fails with one line per violation and its targets. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  // An endless animation (the calculators' drifting panel) restyles the page every frame, and each
  // of axe's style reads then waits for it: a scan took three times as long. Held still for the
  // scan, the page shows axe the frame it would have read anyway; it moves on afterwards.
  await page.evaluate(() => {
    const held = document
      .getAnimations()
      .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY);
    for (const animation of held) animation.pause();
    (window as unknown as { __heldForAxe?: Animation[] }).__heldForAxe = held;
  });
  const { violations } = await builder.analyze().finally(() =>
    page.evaluate(() => {
      const w = window as unknown as { __heldForAxe?: Animation[] };
      for (const animation of w.__heldForAxe ?? []) animation.play();
      delete w.__heldForAxe;
    }),
  );
  const report = violations.map((v) => {
    const targets = v.nodes.map(
      (n) => `      - ${n.target.join(" ")}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, "\n        ")}` : ""}`,
    );
    return `  [${v.impact ?? "unknown"}] ${v.id}: ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? "" : "s"})\n${targets.join("\n")}`;
  });
  expect(violations.length, `axe found ${violations.length} violation(s) on ${page.url()}:\n${report.join("\n")}`).toBe(0);
}

/* ------------------------------------------------------------------------------------------------
 * Content-Security-Policy violations
 * ---------------------------------------------------------------------------------------------- */

type CspRecord = { directive: string; blockedURI: string; sourceFile: string; sample: string };

/** Runs in every document before its own scripts and records each securitypolicyviolation event. */
function recordCspViolations() {
  const w = window as unknown as { __cspViolations?: CspRecord[] };
  w.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    w.__cspViolations?.push({
      directive: event.violatedDirective,
      blockedURI: event.blockedURI,
      sourceFile: event.sourceFile,
      sample: event.sample,
    });
  });
}

const consoleCspMessages = new WeakMap<Page, string[]>();

function isCspMessage(message: ConsoleMessage): boolean {
  const text = message.text();
  return text.includes("Content Security Policy") || text.startsWith("Refused to");
}

/** Starts recording CSP violations for every page of the context (events and console messages). */
export async function collectCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordCspViolations);
  context.on("console", (message) => {
    if (!isCspMessage(message)) return;
    const page = message.page();
    if (!page) return;
    const list = consoleCspMessages.get(page) ?? [];
    list.push(message.text());
    consoleCspMessages.set(page, list);
  });
}

/** Fails with the recorded violations of the current document and the page's console. */
export async function expectNoCspViolations(page: Page): Promise<void> {
  const events = await page.evaluate(() => (window as unknown as { __cspViolations?: CspRecord[] }).__cspViolations ?? null);
  expect(events, "the CSP recorder did not run in this document").not.toBeNull();
  const messages = consoleCspMessages.get(page) ?? [];
  const lines = [
    ...(events ?? []).map((v) => `  event: ${v.directive} blocked ${v.blockedURI || "(inline)"} ${v.sourceFile} ${v.sample}`.trimEnd()),
    ...messages.map((m) => `  console: ${m}`),
  ];
  expect(lines, `CSP violations on ${page.url()}:\n${lines.join("\n")}`).toEqual([]);
}

/* ------------------------------------------------------------------------------------------------
 * Network isolation
 * ---------------------------------------------------------------------------------------------- */

export const OSM_HOST = "https://www.openstreetmap.org";

/** A tiny, accessible stand-in for the map embed, so no test reaches the internet. */
export async function stubMapEmbed(context: BrowserContext): Promise<void> {
  await context.route(`${OSM_HOST}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: '<!doctype html><html lang="en"><head><title>Map (stub)</title></head><body><main><p>Map stub</p></main></body></html>',
    }),
  );
}

/** Fulfils any request to an origin with a small page, for links that leave the site. */
export async function stubExternalSite(context: BrowserContext, origin: string, title = "External site (stub)"): Promise<void> {
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`,
    }),
  );
}

/* ------------------------------------------------------------------------------------------------
 * The extended test
 * ---------------------------------------------------------------------------------------------- */

type Options = {
  /** Whether the visitor has already agreed to the disclaimer (the cookie is set before navigation). */
  disclaimerAccepted: boolean;
};

export const test = base.extend<Options>({
  disclaimerAccepted: [true, { option: true }],
  context: async ({ context, disclaimerAccepted, baseURL }, use) => {
    await collectCspViolations(context);
    await stubMapEmbed(context);
    if (disclaimerAccepted) await acceptDisclaimer(context, baseURL ?? defaultBaseURL());
    await use(context);
  },
});

/* ------------------------------------------------------------------------------------------------
 * Small DOM helpers
 * ---------------------------------------------------------------------------------------------- */

/** A short description of the focused element, for failure messages. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return "(nothing)";
    const label = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> ${label}`;
  });
}

/** Presses Tab until the focused element matches `selector`, up to `max` times; returns whether it did. */
export async function tabUntil(page: Page, selector: string, max = 40): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return true;
  }
  return false;
}

/* ------------------------------------------------------------------------------------------------
 * What a visitor sees: overflow, toasts and the header over the art
 * ---------------------------------------------------------------------------------------------- */

/** Fails when anything makes the page wider than the window (a sideways scroll on a phone). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide in a window of ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
}

/**
 * The names of `targets` the open toast stands over, as the window shows them now. A toast stays
 * until dismissed, so it must cover neither what it announces nor the control that raised it.
 */
export async function underOpenToast(page: Page, targets: Record<string, Locator>): Promise<string[]> {
  const box = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  const toast = await box(page.locator('[data-variant][data-state="open"]'));
  const covered: string[] = [];
  for (const [name, target] of Object.entries(targets)) {
    const r = await box(target);
    if (r.left < toast.right && toast.left < r.right && r.top < toast.bottom && toast.top < r.bottom) covered.push(name);
  }
  return covered;
}

/** Fails, once any scroll has ended, while the open toast stands over one of `targets`. */
export async function expectToastClearOf(page: Page, targets: Record<string, Locator>): Promise<void> {
  await expect.poll(() => underOpenToast(page, targets), { message: "what the open toast covers" }).toEqual([]);
}

/**
 * The header's controls (its links and buttons) that stand over the hero's illustration at the top
 * of the page, where the header is transparent: each is named by its label.
 */
export async function headerControlsOverArt(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const art = document.querySelector("[data-hero-art]")?.getBoundingClientRect();
    if (!art) return [];
    const controls = [...document.querySelectorAll<HTMLElement>("header[data-site-header] :is(a, button, summary)")];
    return controls
      .filter((control) => {
        const r = control.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < art.right && art.left < r.right && r.top < art.bottom && art.top < r.bottom;
      })
      .map((control) => control.getAttribute("aria-label") ?? control.textContent?.trim() ?? control.tagName);
  });
}
