/**
 * The two fee calculators (SPEC section 2 "Calculators", sections 4, 5, 7, 8 and 9), in Chromium
 * against the production build: layout, the state list, every validation message, results checked
 * against the engine, copy, refusals, the legacy API, keyboard use, CSP, axe and phone width.
 */
import type { Page } from "@playwright/test";
import { MESSAGES } from "../../core/fees/contract";
import { listJurisdictions } from "../../core/fees/jurisdictions";
import { formatMonth } from "../../core/dates/format-date";
import { rupeeFigure, rupeesInText } from "../../core/fees/indian-format";
import {
  ARBITRATION_PATH,
  CONFIDENCE_BADGE,
  COURT_PATH,
  SOLE_ARBITRATOR_NOTE,
  arbitrationAmount,
  calculateButton,
  copyButton,
  counterClaimAmount,
  courtAmount,
  expectedArbitration,
  expectedCourtFee,
  expectedLegacyArbitrationDisplay,
  fieldErrors,
  formatIndianRupees,
  openToast,
  overflowsHorizontally,
  resultPanel,
  settleAnimations,
  stateSelect,
  toastTitle,
  waitForJurisdictions,
} from "./fee-helpers";
import {
  describeFocus,
  disclaimerText,
  expect,
  expectNoAxeViolations,
  expectNoCspViolations,
  expectToastClearOf,
  gotoPage,
  loadPageContent,
  tabUntil,
  test,
  text,
  pauseClock,
} from "./playwright-utils";

type CalculatorYaml = ReturnType<typeof loadPageContent> & { instruction: string; panelText: string };

const INSTRUCTION = "do not put any comma, slash, space, dot etc.; for one lac enter 100000";
const jurisdictions = listJurisdictions();

const calculators = [
  { name: "court fee", path: COURT_PATH, content: loadPageContent<CalculatorYaml>("court-fee-calculator"), amountId: "amount_Court" },
  {
    name: "arbitration",
    path: ARBITRATION_PATH,
    content: loadPageContent<CalculatorYaml>("arbitration-fee-calculator"),
    amountId: "amount_Arbitration",
  },
] as const;

/** Opens the court fee calculator and waits for the state list. */
async function openCourtCalculator(page: Page) {
  await gotoPage(page, COURT_PATH);
  await waitForJurisdictions(page);
}

async function calculateCourtFee(page: Page, jurisdictionId: string, amount: number | string) {
  await stateSelect(page).selectOption(jurisdictionId);
  await courtAmount(page).fill(String(amount));
  await calculateButton(page).click();
}

async function calculateArbitration(page: Page, amount: number | string, counterClaim?: number) {
  await arbitrationAmount(page).fill(String(amount));
  if (counterClaim !== undefined) await counterClaimAmount(page).fill(String(counterClaim));
  await calculateButton(page).click();
}

/* ------------------------------------------------------------------------------------------------
 * Layout
 * ---------------------------------------------------------------------------------------------- */

test.describe("calculator layout", () => {
  for (const calculator of calculators) {
    test(`${calculator.name}: the dark panel with the title and its drifting background, and the instruction above the form`, async ({
      page,
    }) => {
      await gotoPage(page, calculator.path);
      const panel = page.locator(".calculator-panel");
      // The page's heading names the calculator; the panel's says what the panel holds, not the same words again.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(calculator.content.hero.heading);
      await expect(panel.getByRole("heading", { level: 2 })).toHaveText(text("en", "calculators", "panelHeading"));
      await expect(panel).toContainText(calculator.content.panelText);

      // Dark: the panel's background is a near-black colour and its text is light.
      const colours = await panel.evaluate((el) => {
        const style = getComputedStyle(el);
        const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        return { background: parse(style.backgroundColor), text: parse(style.color) };
      });
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      expect(luminance(colours.background), `panel background ${colours.background}`).toBeLessThan(0.2);
      expect(luminance(colours.text), `panel text ${colours.text}`).toBeGreaterThan(0.8);

      const instruction = page.getByText(INSTRUCTION, { exact: true });
      await expect(instruction).toBeVisible();
      expect(calculator.content.instruction).toBe(INSTRUCTION);
      const form = page.locator("form[aria-label]").filter({ has: page.locator(`#${calculator.amountId}`) });
      const [instructionBox, formBox, panelBox] = await Promise.all([instruction.boundingBox(), form.boundingBox(), panel.boundingBox()]);
      expect(instructionBox!.y + instructionBox!.height, "the instruction sits above the form").toBeLessThanOrEqual(formBox!.y);
      // At 1440 px the panel is on the left of the form.
      expect(panelBox!.x + panelBox!.width, "the panel is left of the form").toBeLessThanOrEqual(formBox!.x);

      // The background drifts, and stands still once the visitor asks for reduced motion.
      const motion = page.locator(".calculator-panel-motion");
      const animationOf = () =>
        motion.evaluate((el) => ({
          name: getComputedStyle(el).animationName,
          running: el.getAnimations().filter((a) => a.playState === "running").length,
        }));
      expect(await animationOf()).toEqual({ name: "panel-drift", running: 1 });

      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.reload();
      await expect.poll(animationOf).toEqual({ name: "none", running: 0 });
    });
  }

  test.describe("with reduced motion from the first paint", () => {
    test.use({ contextOptions: { reducedMotion: "reduce" } });
    test("no animation runs on either calculator's panel", async ({ page }) => {
      for (const calculator of calculators) {
        await gotoPage(page, calculator.path);
        expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true);
        const state = await page
          .locator(".calculator-panel-motion")
          .evaluate((el) => ({ name: getComputedStyle(el).animationName, animations: el.getAnimations().length }));
        expect(state, calculator.name).toEqual({ name: "none", animations: 0 });
      }
    });
  });
});

/* ------------------------------------------------------------------------------------------------
 * Court fee: the state list
 * ---------------------------------------------------------------------------------------------- */

test.describe("court fee: the State select", () => {
  // The 36 options' words, the refresh from GET /api/jurisdictions on load and a failed refresh are
  // proved by the component tests (island/court-fee-calculator.test.tsx); here, the browser's own
  // refusal of a disabled option.
  test("an unavailable state cannot be selected", async ({ page }) => {
    await openCourtCalculator(page);
    const goa = stateSelect(page).locator('option[value="GA"]');
    await expect(goa).toBeDisabled();
    // Typing its name, as a visitor on a keyboard chooses, passes over it.
    await stateSelect(page).focus();
    await page.keyboard.type("Goa");
    await expect(stateSelect(page)).not.toHaveValue("GA");
  });
});

/* ------------------------------------------------------------------------------------------------
 * Hydration: the server renders the islands with React and the browser hydrates them with React
 * (docs/decisions/0034); the two must agree on every element and text, and React must report no
 * difference (a hydration error in the console, or one thrown into the page).
 * ---------------------------------------------------------------------------------------------- */

test.describe("hydration", () => {
  const islandPages = [
    // One page a calculator and a language, with a result or a message: React's development build
    // compares these and three more, attribute by attribute (island/hydration.test.tsx); here, the
    // production bundles in the browser.
    `${COURT_PATH}?state=DL&amount=1500000`,
    `/hi${COURT_PATH}?state=DL&amount=0`,
    `/hi${ARBITRATION_PATH}?amount=2500000&counterClaim=100000&tribunal=three`,
  ];

  test("hydration keeps the server's markup, in both languages, with a result and with a message", async ({ page }) => {
    const reported: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") reported.push(message.text());
    });
    page.on("pageerror", (error) => reported.push(`uncaught: ${error.message}`));
    for (const path of islandPages) {
      const served = await (await page.request.get(path)).text();
      await gotoPage(page, path);
      const [server, hydrated] = await page.evaluate((html) => {
        // React's text separators are comments, which hydration leaves in place. The toasts' region
        // is the page's, outside the island (app/components/ui/toast-region.tsx).
        const markup = (island: Element) => {
          const copy = island.cloneNode(true) as Element;
          const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
          const found: ChildNode[] = [];
          while (comments.nextNode()) found.push(comments.currentNode as ChildNode);
          for (const comment of found) comment.remove();
          copy.removeAttribute("data-hydrated");
          copy.normalize();
          return copy.outerHTML;
        };
        const fromServer = new DOMParser().parseFromString(html, "text/html").querySelector("[data-island]");
        const live = document.querySelector("[data-island]");
        return [fromServer && markup(fromServer), live && markup(live)];
      }, served);
      expect(server, path).toContain("<form");
      expect(hydrated, path).toBe(server);
      // React reports a mismatch as a recoverable error (in production, "Minified React error
      // #418" and its kin) after re-rendering the island on the client, which the markup above
      // would then no longer prove.
      expect(reported, `${path}: what the console and the page reported while hydrating`).toEqual([]);
    }
  });
});

test.describe("first visit", () => {
  test.use({ disclaimerAccepted: false });

  test("the island waits for the disclaimer's agreement, then starts by itself when the browser is idle, hydrates and computes", async ({
    page,
  }) => {
    const islandScripts: string[] = [];
    let siteModule = "";
    page.on("request", (request) => {
      if (request.resourceType() !== "script") return;
      // The site's module, which every page loads, starts the island (app/browser/island-loader.ts).
      if (/\/assets\/site-[\w-]+\.js$/.test(request.url())) siteModule = request.url();
      else islandScripts.push(request.url());
    });
    await page.goto(COURT_PATH);
    const dialog = page.getByRole("dialog", { name: disclaimerText.en.heading ?? "" });
    await expect(dialog).toBeVisible();
    expect(siteModule).not.toBe("");
    // Loaded, painted and idle, but not agreed: nothing of the island is fetched.
    await page.waitForLoadState("load");
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve()))));
    expect(islandScripts).toEqual([]);
    await expect(page.locator("[data-island]")).not.toHaveAttribute("data-hydrated");

    // From the keyboard, so that no pointer rests over the calculator: the agreement alone starts it.
    await dialog.getByRole("button", { name: disclaimerText.en.agree ?? "" }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.locator("[data-island]")).toHaveAttribute("data-hydrated", "");
    expect(islandScripts.length).toBeGreaterThan(0);
    await waitForJurisdictions(page);
    await calculateCourtFee(page, "DL", 510);
    await expect(toastTitle(page)).toHaveText(`₹ ${expectedCourtFee("DL", 510).feeDisplay}`);
  });
});

test.describe("a Calculate tapped before the island is ready", () => {
  test("is held with the loading state and answered in place once, with what was typed and chosen, its toast and Copy", async ({
    page,
  }) => {
    // The island's bundle is held back until the visitor has tapped Calculate (a slow network).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/court-fee-calculator-island-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const posts: string[] = [];
    const pagesLoaded: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pagesLoaded.push(request.url());
    });
    // The page's clock is paused before the first tap and moves only as the test says: the hold's three
    // seconds are the page's, not this busy machine's, whose clicks can take longer than that (pauseClock).
    await page.clock.install();
    await page.goto(COURT_PATH);
    await pauseClock(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await courtAmount(page).fill("100000");
    await stateSelect(page).selectOption("DL");
    await calculateButton(page).click();
    // Held: the button shows the spec's loading state at once; the form goes nowhere (it is a GET).
    const island = page.locator("[data-island]");
    await expect(island).toHaveAttribute("aria-busy", "true");
    await expect(page.locator("form button[type=submit]").getByText("Calculating…")).toBeVisible();
    await calculateButton(page).click();
    await courtAmount(page).press("Enter");
    expect(posts).toEqual([]);
    expect(pagesLoaded).toHaveLength(1);

    release();
    // The bundle's start waits for a timer of its own (app/lib/hydrate-island.ts): the clock moves a
    // millisecond at a time until the island is ready, far from the hold's three seconds.
    await expect
      .poll(async () => {
        await page.clock.runFor(1);
        return island.getAttribute("data-hydrated");
      })
      .toBe("");
    await expect(toastTitle(page)).toHaveText(`₹ ${expectedCourtFee("DL", 100_000).feeDisplay}`);
    await expect(copyButton(page)).toHaveText("Copy");
    await expect(resultPanel(page)).toBeVisible();
    // In place: the same document, the result's address written by the page, one request to the API.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(new URL(page.url()).search).toBe("?state=DL&amount=100000");
    expect(posts).toEqual(["/api/court-fee"]);
    expect(pagesLoaded).toHaveLength(1);
    await expect(island).not.toHaveAttribute("aria-busy");
  });
});

// Form and message logic runs in the component tests, hydrated over the server's markup and answered
// by the real API: every validation message, the live readings, each state's result, refusals, a
// lost connection, the copy button's failures, counter-claims and slab 5, in English and Hindi
// (app/features/fee-calculator/island/court-fee-calculator.test.tsx, arbitration-calculator.test.tsx).
// Here, what only a browser shows.

/* ------------------------------------------------------------------------------------------------
 * Court fee: results, compared with the engine
 * ---------------------------------------------------------------------------------------------- */

test.describe("court fee: results", () => {
  test("Delhi, 510: toast ₹ 76.50, the full result panel, and the form resets", async ({ page }) => {
    const expected = expectedCourtFee("DL", 510);
    expect(`₹ ${expected.feeDisplay}`).toBe("₹ 76.50");
    // The page moves to the result at once, so what the toast covers is read where the page stops.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openCourtCalculator(page);
    await calculateCourtFee(page, "DL", 510);

    const toast = openToast(page);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-variant", "default");
    await expect(toastTitle(page)).toHaveText("₹ 76.50");
    await expect(toast).toContainText("Court fee in Delhi");

    const panel = resultPanel(page);
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Court fee in Delhi");
    await expect(panel.getByTestId("fee-figure")).toHaveText("₹ 76.50");
    // The page has moved to the result: its heading and figure show, and the toast covers neither.
    await expect(panel.getByRole("heading", { level: 2 })).toBeInViewport();
    await expectToastClearOf(page, {
      "the result's heading": panel.getByRole("heading", { level: 2 }),
      "the fee": panel.getByTestId("fee-figure"),
    });
    await expect(panel).toContainText(`on a value of ${rupeeFigure(formatIndianRupees(510), "en")}`);
    await expect(panel).toContainText(CONFIDENCE_BADGE[expected.confidence]);

    const table = panel.getByRole("table", { name: "How the fee is worked out" });
    await expect(table.locator("tbody tr")).toHaveCount(expected.breakdown.length);
    const slab = expected.breakdown[0];
    if (slab?.kind !== "slab") throw new Error("the first step is the slab");
    await expect(table.locator("tbody tr").first()).toContainText(
      `Slab ${rupeeFigure(formatIndianRupees(slab.row.from), "en")} to ${rupeeFigure(formatIndianRupees(slab.row.upTo ?? 0), "en")}`,
    );
    await expect(table.locator("tbody tr").first()).toContainText(rupeesInText(slab.formula, "en"));

    const citation = panel.locator("dl").last();
    await expect(citation.locator("dt", { hasText: "Statute" }).locator("+ dd")).toHaveText(expected.citation.statute);
    await expect(citation.locator("dt", { hasText: "Data as of" }).locator("+ dd")).toHaveText(formatMonth(expected.citation.asOf));

    const warnings = panel.locator("div", { has: page.getByRole("heading", { name: "Warnings", level: 3 }) }).getByRole("listitem");
    expect(expected.warnings.length).toBeGreaterThan(0);
    await expect(warnings).toHaveText(expected.warnings.map((warning) => rupeesInText(warning, "en")));

    // The form is empty again: the placeholder is selected and the amount is blank.
    await expect(stateSelect(page)).toHaveValue("");
    await expect(stateSelect(page).locator("option:checked")).toHaveText("Select a state or union territory");
    await expect(courtAmount(page)).toHaveValue("");
    await expect(page.locator("#amount_Court-reading")).toHaveText("");
  });
});

/* ------------------------------------------------------------------------------------------------
 * Copy
 * ---------------------------------------------------------------------------------------------- */

test.describe("copy", () => {
  test("the toast's Copy button copies the fee, reads Copied, and reverts after about 3 s", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.clock.install();
    await openCourtCalculator(page);
    await calculateCourtFee(page, "DL", 510);
    const button = copyButton(page);
    await expect(button).toHaveText("Copy");

    await pauseClock(page);
    await button.click();
    await expect(button).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(rupeeFigure("76.50", "en"));

    // The page's clock moves only when the test moves it: Copied until the 3 s are up, then Copy.
    await page.clock.runFor(2_990);
    await expect(button).toHaveText("Copied");
    await page.clock.runFor(10);
    await expect(button).toHaveText("Copy");
  });
});

/* ------------------------------------------------------------------------------------------------
 * Arbitration: results
 * ---------------------------------------------------------------------------------------------- */

test.describe("arbitration: results", () => {
  test("500000: toast ₹ 45,000, the three figures, the sole-arbitrator note, the form resets, and Copy copies the per-arbitrator fee", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const expected = expectedArbitration(500_000);
    expect(expectedLegacyArbitrationDisplay(500_000)).toBe(rupeeFigure("45,000", "en"));
    expect(expected.perArbitrator).toBe(rupeeFigure("45,000", "en"));
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoPage(page, ARBITRATION_PATH);
    await expect(page.getByText(SOLE_ARBITRATOR_NOTE, { exact: true })).toBeVisible();
    await calculateArbitration(page, 500_000);

    await expect(toastTitle(page)).toHaveText("₹ 45,000");
    await expect(openToast(page)).toContainText(SOLE_ARBITRATOR_NOTE);

    const panel = resultPanel(page);
    await expect(panel.getByRole("heading", { level: 2 })).toBeInViewport();
    await expectToastClearOf(page, {
      "the result's heading": panel.getByRole("heading", { level: 2 }),
      "the fee per arbitrator": panel.getByTestId("fee-per-arbitrator"),
      Calculate: calculateButton(page),
    });
    await expect(panel.getByTestId("fee-per-arbitrator")).toHaveText(expected.perArbitrator);
    await expect(panel.getByTestId("fee-sole")).toHaveText(expected.sole);
    await expect(panel.getByTestId("fee-tribunal")).toHaveText(expected.tribunal);
    expect(expected.sole).toBe(rupeeFigure("56,250", "en"));
    expect(expected.tribunal).toBe(rupeeFigure("1,35,000", "en"));
    await expect(panel).toContainText("Sole arbitrator (fee + 25%)");
    await expect(panel).toContainText(`${SOLE_ARBITRATOR_NOTE} For the tribunal you chose the fee payable is ${expected.sole}.`);
    await expect(panel.locator("tbody tr")).toHaveCount(1);
    // The footnote on the printed Rs 1 crore belongs to slab 5 only.
    await expect(panel.locator("p", { hasText: /^\* / })).toHaveCount(0);

    await expect(arbitrationAmount(page)).toHaveValue("");
    await expect(counterClaimAmount(page)).toHaveValue("");
    await expect(page.getByRole("radio", { name: "Sole arbitrator" })).toBeChecked();

    await copyButton(page).click();
    await expect(copyButton(page)).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(rupeeFigure("45,000", "en"));
  });

  // A tribunal of three (the tribunal's total as the fee payable) is computed by the keyboard
  // journey below; each part of a claim and counter-claim on its own sum, by the engine's tests.
});

// The legacy API (SPEC section 7) is proved in server/api/legacy-routes.test.ts, and answered by the
// production app over the build in scripts/lib/built-site-http.build.test.ts.

/* ------------------------------------------------------------------------------------------------
 * Keyboard only
 * ---------------------------------------------------------------------------------------------- */

test.describe("keyboard only", () => {
  test("court fee: Tab to State, choose Delhi by keyboard, type, Enter", async ({ page }) => {
    await openCourtCalculator(page);
    expect(await tabUntil(page, "select#state"), `focus ended on ${await describeFocus(page)}`).toBe(true);

    // Arrow keys move through the selectable options only (the placeholder and unavailable ones are disabled).
    const firstSelectable = jurisdictions.find((j) => j.status !== "unavailable")!;
    await page.keyboard.press("ArrowDown");
    await expect(stateSelect(page)).toHaveValue(firstSelectable.id);
    // Typing a name selects it.
    await page.keyboard.type("Delhi");
    await expect(stateSelect(page)).toHaveValue("DL");

    await page.keyboard.press("Tab");
    await expect(courtAmount(page)).toBeFocused();
    await page.keyboard.type("510");
    await page.keyboard.press("Tab");
    await expect(calculateButton(page)).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(courtAmount(page)).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(toastTitle(page)).toHaveText(`₹ ${expectedCourtFee("DL", 510).feeDisplay}`);
    await expect(resultPanel(page).getByTestId("fee-figure")).toHaveText("₹ 76.50");
  });

  test("arbitration: Tab to the amount, type, choose three arbitrators by arrows, Enter on Calculate", async ({ page }) => {
    await gotoPage(page, ARBITRATION_PATH);
    expect(await tabUntil(page, "#amount_Arbitration"), `focus ended on ${await describeFocus(page)}`).toBe(true);
    await page.keyboard.type("500000");
    await page.keyboard.press("Tab");
    await expect(counterClaimAmount(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "Sole arbitrator" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Three arbitrators" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(calculateButton(page)).toBeFocused();
    await page.keyboard.press("Enter");

    const expected = expectedArbitration(500_000, undefined, "three");
    await expect(toastTitle(page)).toHaveText(expected.perArbitrator);
    await expect(resultPanel(page)).toContainText(`For the tribunal you chose the fee payable is ${expected.tribunal}.`);
  });
  // Enter in an amount field submits its form: the court fee journey above ends with it.
});

/* ------------------------------------------------------------------------------------------------
 * CSP and accessibility in every state
 * ---------------------------------------------------------------------------------------------- */

test.describe("CSP and axe", () => {
  // Four full axe scans of a calculator page each: given three times the usual time.
  test.beforeEach(() => test.slow());

  test("court fee: no violations initially, with errors, with a result and toast, with a refusal", async ({ page }) => {
    await openCourtCalculator(page);
    await expectNoAxeViolations(page);
    await expectNoCspViolations(page);

    await calculateButton(page).click();
    await expect(fieldErrors(page, "amount_Court")).toHaveText([MESSAGES.amountRequired]);
    // Each message sits right under its own field: the amount's as close as the State's.
    const gaps = await page.evaluate(() =>
      ["state", "amount_Court"].map((id) => {
        const field = document.getElementById(id)?.getBoundingClientRect();
        const message = document.getElementById(`${id}-error`)?.getBoundingClientRect();
        return field && message ? Math.round(message.top - field.bottom) : null;
      }),
    );
    expect(gaps[0], "the State's message under its select").not.toBeNull();
    expect(gaps[0]!).toBeLessThanOrEqual(12);
    expect(gaps[1], "the amount's message as close under its field as the State's").toBe(gaps[0]);
    await expectNoAxeViolations(page);

    await calculateCourtFee(page, "DL", 510);
    await expect(toastTitle(page)).toHaveText("₹ 76.50");
    await expect(resultPanel(page)).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page);

    await calculateCourtFee(page, "JH", 30_001);
    await expect(resultPanel(page).getByRole("alert")).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page);
    await expectNoCspViolations(page);
  });

  test("arbitration: no violations initially, with errors, with a result and toast", async ({ page }) => {
    await gotoPage(page, ARBITRATION_PATH);
    await expectNoAxeViolations(page);
    await expectNoCspViolations(page);

    await calculateButton(page).click();
    await expect(fieldErrors(page, "amount_Arbitration")).toHaveText([MESSAGES.amountRequired]);
    await expectNoAxeViolations(page);

    await calculateArbitration(page, 150_000_000, 500_000);
    await expect(resultPanel(page)).toBeVisible();
    await expect(toastTitle(page)).toHaveText(expectedArbitration(150_000_000, 500_000).perArbitrator);
    await settleAnimations(page);
    await expectNoAxeViolations(page);
    await expectNoCspViolations(page);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Phone width
 * ---------------------------------------------------------------------------------------------- */

test.describe("phone width", () => {
  test("court fee: a calculation works and nothing overflows horizontally @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCourtCalculator(page);
    let size = await overflowsHorizontally(page);
    expect(size.scrollWidth, `scrollWidth ${size.scrollWidth} > innerWidth ${size.innerWidth}`).toBeLessThanOrEqual(size.innerWidth);

    await calculateCourtFee(page, "MH", 50_000_000);
    await expect(toastTitle(page)).toHaveText("₹ 3,00,000");
    await expect(openToast(page)).toBeInViewport();
    await expect(resultPanel(page).getByTestId("fee-figure")).toHaveText("₹ 3,00,000");
    await expect(resultPanel(page).getByTestId("fee-figure")).toBeInViewport();
    await expectToastClearOf(page, {
      "the result's heading": resultPanel(page).getByRole("heading", { level: 2 }),
      "the fee": resultPanel(page).getByTestId("fee-figure"),
      Calculate: calculateButton(page),
    });
    // The working stacks: each rule runs the panel's width, not a squeezed column.
    const rule = resultPanel(page).locator("tbody tr").first().locator("td").nth(1);
    expect((await rule.boundingBox())?.width).toBeGreaterThan(250);
    size = await overflowsHorizontally(page);
    expect(size.scrollWidth, `scrollWidth ${size.scrollWidth} > innerWidth ${size.innerWidth}`).toBeLessThanOrEqual(size.innerWidth);
  });

  test("arbitration: a calculation with a counter-claim works and nothing overflows @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPage(page, ARBITRATION_PATH);
    const expected = expectedArbitration(150_000_000, 500_000);
    await calculateArbitration(page, 150_000_000, 500_000);
    await expect(toastTitle(page)).toHaveText(expected.perArbitrator);
    await expect(resultPanel(page).getByTestId("fee-tribunal")).toHaveText(expected.tribunal);
    await expectToastClearOf(page, {
      "the fee per arbitrator": resultPanel(page).getByTestId("fee-per-arbitrator"),
      Calculate: calculateButton(page),
    });
    const size = await overflowsHorizontally(page);
    expect(size.scrollWidth, `scrollWidth ${size.scrollWidth} > innerWidth ${size.innerWidth}`).toBeLessThanOrEqual(size.innerWidth);
  });
});
