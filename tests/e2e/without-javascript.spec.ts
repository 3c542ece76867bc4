/**
 * Before and without JavaScript: every page reached from the home page by visible links, both
 * calculators answered by the server and checked against the API, a media report's full text and
 * an event photo, all with script off; and a result's address round-tripped with script on.
 */
import { href } from "react-router";
import type { Page } from "@playwright/test";
import { arbitrationOkSchema, courtFeeOkSchema } from "../../core/fees/contract";
import { formatIndianPaise, rupeesInText } from "../../core/fees/indian-format";
import {
  ARBITRATION_PATH,
  COURT_PATH,
  arbitrationAmount,
  calculateButton,
  courtAmount,
  resultPanel,
  stateSelect,
  toastTitle,
} from "./fee-helpers";
import { events, expect, expectNoCspViolations, gotoPage, hindiPaths, mediaReports, routes, test, waitForReady } from "./playwright-utils";

const rupees = (paise: number) => `₹ ${formatIndianPaise(paise, { dropWholeDecimals: true })}`;

/** The same-site pages a page links to with links a visitor can see (not files, not in-page anchors). */
async function visibleLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator("a[href]:visible").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !/\.[a-z0-9]+$/i.test(url.pathname))
    .map((url) => url.pathname);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page, English and Hindi, is reached from the home page by visible links", async ({ page, context }) => {
    // Pictures and fonts change nothing about which links show (every picture has its size in the
    // HTML), so they are not fetched: each page's load event then follows its HTML and stylesheet,
    // and the walk costs little a page however many pages the firm adds.
    await context.route(/\.(?:avif|webp|png|jpe?g|svg|woff2?)$/, (route) => route.abort());
    test.setTimeout(120_000);
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    // Three tabs walk the queue side by side: a page's time is mostly waiting for its load.
    const tabs = [page, await context.newPage(), await context.newPage()];
    let walking = 0;
    // Settles whenever a tab finishes a page, so an idle tab waits for new links or the end.
    let wake = () => {};
    let progress = new Promise<void>((resolve) => (wake = resolve));
    await Promise.all(
      tabs.map(async (tab) => {
        while (queue.length > 0 || walking > 0) {
          const path = queue.shift();
          if (path === undefined) {
            await progress;
            continue;
          }
          walking++;
          const response = await tab.goto(path);
          expect(response?.status(), `HTTP status of ${path}`).toBe(200);
          for (const link of await visibleLinks(tab)) {
            if (seen.has(link)) continue;
            seen.add(link);
            queue.push(link);
          }
          walking--;
          const woken = wake;
          progress = new Promise<void>((resolve) => (wake = resolve));
          woken();
        }
      }),
    );
    const missing = [...routes.map((r) => r.path), ...hindiPaths].filter((path) => !seen.has(path));
    expect(missing, "pages no visible link leads to").toEqual([]);
  });

  test("court fee: the form is answered by the server, as the API answers", async ({ page, request }) => {
    await page.goto(COURT_PATH);
    await stateSelect(page).selectOption("DL");
    await courtAmount(page).fill("1500000");
    await calculateButton(page).click();
    await expect(page).toHaveURL(`${COURT_PATH}?state=DL&amount=1500000#answer`);

    const api = courtFeeOkSchema.parse(
      await (await request.post("/api/court-fee", { data: { jurisdiction: "DL", amount: 1_500_000 } })).json(),
    );
    await expect(resultPanel(page).getByTestId("fee-figure")).toHaveText(rupees(api.feePaise));
    await expect(resultPanel(page).getByRole("heading", { level: 2 })).toHaveText("Court fee in Delhi");
    await expect(resultPanel(page)).toContainText(api.citation.statute);
    // The page writes the API's amounts in its own form (core/fees/indian-format.ts).
    for (const warning of api.warnings) await expect(resultPanel(page)).toContainText(rupeesInText(warning, "en"));
    // The form stays filled, with the amount in words.
    await expect(stateSelect(page)).toHaveValue("DL");
    await expect(courtAmount(page)).toHaveValue("1500000");
    await expect(page.locator("#amount_Court-reading")).toHaveText("₹15,00,000 · fifteen lakh rupees");
    // Controls that need script are not offered.
    await expect(resultPanel(page).getByRole("button")).toHaveCount(0);
  });

  // A wrong value in a result address, as such a form arrives, is answered with the spec's message
  // beside its field: app/features/fee-calculator/island/court-fee-calculator.test.tsx.

  test("arbitration: the form is answered by the server, as the API answers", async ({ page, request }) => {
    await page.goto(ARBITRATION_PATH);
    await arbitrationAmount(page).fill("2500000");
    await calculateButton(page).click();
    await expect(page).toHaveURL(new RegExp(`${ARBITRATION_PATH}\\?amount=2500000&counterClaim=&tribunal=sole#answer$`));

    const api = arbitrationOkSchema.parse(await (await request.post("/api/arbitration-fee", { data: { amount: 2_500_000 } })).json());
    await expect(resultPanel(page).getByTestId("fee-per-arbitrator")).toHaveText(rupees(api.perArbitrator.paise));
    await expect(resultPanel(page).getByTestId("fee-sole")).toHaveText(rupees(api.soleArbitrator.paise));
    await expect(resultPanel(page).getByTestId("fee-tribunal")).toHaveText(rupees(api.tribunalTotal.paise));
    await expect(arbitrationAmount(page)).toHaveValue("2500000");
  });

  test("a media report's full text opens from its card", async ({ page }) => {
    const report = mediaReports.reports[1]!;
    await page.goto(href("/media-reports"));
    await page.getByTestId("media-card").nth(1).click();
    await expect(page).toHaveURL(new RegExp(`#report-${report.id}$`));
    const article = page.getByRole("article").filter({ has: page.getByRole("heading", { name: report.title }) });
    await expect(article).toBeVisible();
    for (const paragraph of report.description) await expect(article).toContainText(paragraph);
  });

  test("an event photo opens as its large image", async ({ page }) => {
    await page.goto(href("/events"));
    const photo = page.locator("[data-gallery-photo]").first();
    await expect(photo).toHaveAttribute("href", new RegExp(`/img/events/${events.sections[0]!.photos[0]!.image}-\\d+\\.webp$`));
    // The large image's own answer: the page's other pictures may still be arriving as it is clicked.
    const large = new URL((await photo.getAttribute("href"))!, page.url()).href;
    const [response] = await Promise.all([page.waitForResponse(large), photo.click()]);
    expect(response.headers()["content-type"]).toBe("image/webp");
    await expect(page).toHaveURL(large);
  });

  test("the desktop menus open on hover, the side menu's button leads to the footer's links", async ({ page }) => {
    await page.goto(href("/"));
    const calculators = page.getByRole("navigation", { name: "Main" }).locator(".nav-dropdown").nth(1);
    await calculators.hover();
    await expect(calculators.getByRole("link", { name: "Arbitration Fee Calculator" })).toBeVisible();
    await page.getByRole("link", { name: "Menu: all pages" }).click();
    await expect(page).toHaveURL(/#site-footer$/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Ad-Valorem Court Fee Calculator" })).toBeInViewport();
  });
});

test.describe("a result's address, with JavaScript", () => {
  test("opens hydrated with the result, each calculation rewrites the address, and the address reopens it", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    // No cross-document view transition (app.css): going back before one has started makes
    // Chromium log that it aborted it, an error of the browser's, not of the page.
    await page.emulateMedia({ reducedMotion: "reduce" });

    await gotoPage(page, `${COURT_PATH}?state=DL&amount=1500000`);
    await expect(resultPanel(page).getByTestId("fee-figure")).toHaveText("₹ 16,984");
    await expect(stateSelect(page)).toHaveValue("DL");
    await expect(courtAmount(page)).toHaveValue("1500000");
    await expectNoCspViolations(page);

    await stateSelect(page).selectOption("MH");
    await courtAmount(page).fill("50000000");
    await calculateButton(page).click();
    await expect(toastTitle(page)).toHaveText("₹ 3,00,000");
    await expect(page).toHaveURL(`${COURT_PATH}?state=MH&amount=50000000`);
    await expect(page.getByRole("button", { name: "Copy link" }).first()).toBeVisible();

    await page.reload();
    await waitForReady(page);
    await expect(resultPanel(page).getByTestId("fee-figure")).toHaveText("₹ 3,00,000");
    await expect(stateSelect(page)).toHaveValue("MH");
    await expectNoCspViolations(page);

    // Away and back: the address, not the state of the page left behind, gives the result.
    await gotoPage(page, "/");
    await page.goBack();
    await expect(resultPanel(page).getByTestId("fee-figure")).toHaveText("₹ 3,00,000");
    expect(errors, "console errors").toEqual([]);
  });

  test("Copy link copies the address of what is on screen", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await gotoPage(page, ARBITRATION_PATH);
    await arbitrationAmount(page).fill("2500000");
    await page.getByRole("radio", { name: "Three arbitrators" }).check();
    await calculateButton(page).click();
    await expect(page).toHaveURL(`${ARBITRATION_PATH}?amount=2500000&tribunal=three`);
    await page.locator('[data-variant][data-state="open"]').getByRole("button", { name: "Copy link" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${ARBITRATION_PATH}?amount=2500000&tribunal=three`);
  });
});
