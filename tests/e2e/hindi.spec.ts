/**
 * The Hindi pages: one of each kind in Hindi, passing axe (every one's title, lang="hi-IN" and
 * hreflang pairs are checked in the build); the language switch keeps the visitor on the same
 * page both ways; the Hindi disclaimer shares the English one's cookie; the Hindi calculators pass
 * axe and CSP in each state and copy their figure (their Hindi wording is proved by the component
 * tests). The texts are read from content/, so nothing is duplicated here.
 */
import { loadContentTree } from "../../app/lib/content/content-tree.server";
import { openToast, resultPanel } from "./fee-helpers";
import {
  expect,
  expectNoAxeViolations,
  expectNoCspViolations,
  gotoPage,
  hindiRoutes,
  loadHindiPageContent,
  onePerKind,
  summaries,
  test,
  text,
} from "./playwright-utils";

/** A Hindi calculator text that must exist: a missing key fails here, never matches an empty string. */
const hiText = (key: string) => text("hi", "calculators", key);

/** The Hindi names of the States, read once (content/translations/hi/jurisdictions.yaml). */
let jurisdictionNames: Readonly<Record<string, string>> | undefined;

/** The Hindi name the Hindi calculator shows for a State. */
const hindiName = (code: string) => {
  jurisdictionNames ??= loadContentTree("content").hindi.jurisdictionNames;
  const name = jurisdictionNames[code];
  if (name === undefined) throw new Error(`No Hindi name for ${code}`);
  return name;
};

/*
 * One Hindi page of each kind in the browser (lang, heading, axe, CSP); the calculators' Hindi
 * layout states are scanned by the calculator journeys below. Every Hindi page's title, heading,
 * lang, canonical link and hreflang pairs are checked in scripts/lib/built-pages.build.test.ts.
 */
const representatives = onePerKind(hindiRoutes).filter((route) => !route.kind.endsWith("-calculator"));

test.describe("Hindi pages", () => {
  for (const hindi of representatives) {
    test(`${hindi.kind}: ${hindi.path} is in Hindi with no axe or CSP violations`, async ({ page }) => {
      await gotoPage(page, hindi.path);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindi.heading);
      await expect(page).toHaveTitle(hindi.title);
      await expectNoAxeViolations(page);
      await expectNoCspViolations(page);
    });
  }

  test("the language switch keeps the visitor on the same page, both ways", async ({ page }) => {
    await gotoPage(page, "/contact");
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(loadHindiPageContent("contact").hero.heading);
    await expect(page.getByRole("navigation", { name: text("hi", "layout", "menu.main") })).toBeAttached();
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });

  test("the switch on a result address keeps the result", async ({ page }) => {
    await gotoPage(page, "/calculator/court-fee-calculator?state=DL&amount=1500000");
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/hi\/calculator\/court-fee-calculator\?state=DL&amount=1500000/);
    await expect(resultPanel(page).getByRole("heading", { level: 2 })).toHaveText(
      hiText("courtFee.feeIn").replace("{name}", hindiName("DL")),
    );
  });

  test("pages that stay in English have no switch, and the Hindi menus lead to the Hindi pages", async ({ page }) => {
    await gotoPage(page, "/publications/authorities");
    await expect(page.getByTestId("language-switch")).toHaveCount(0);
    await gotoPage(page, "/hi");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: text("hi", "layout", "nav.publications") })).toHaveAttribute("href", "/hi/publications");
    await expect(footer.getByRole("link", { name: text("hi", "layout", "nav.career") })).toHaveAttribute("href", "/hi/career");
  });

  test("an unknown address under /hi/ answers 404 with the Hindi not-found page", async ({ page }) => {
    await gotoPage(page, "/hi/no-such-page", { status: 404 });
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(loadHindiPageContent("not-found").hero.heading);
    await expectNoAxeViolations(page);
  });

  test("the Hindi pages draw Devanagari in the device's own font, else fetch a file; the English pages fetch none", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font" && request.url().includes("devanagari")) fetched.push(request.url());
    });
    await gotoPage(page, "/");
    await page.evaluate(() => document.fonts.ready);
    expect(fetched).toEqual([]);

    await gotoPage(page, "/hi");
    await page.evaluate(() => document.fonts.ready);
    // What the page declares, weight by weight: the device's own Devanagari fonts first, then a file.
    const faces = await page.evaluate(async () => {
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
      const devanagari = rules.filter(
        (rule): rule is CSSFontFaceRule =>
          rule instanceof CSSFontFaceRule && rule.style.getPropertyValue("font-family").includes("Devanagari"),
      );
      return Promise.all(
        devanagari.map(async (rule) => {
          const src = rule.style.getPropertyValue("src");
          const weight = rule.style.getPropertyValue("font-weight");
          // Whether this device has one of the named fonts: a face of the local() sources alone loads
          // only if it has, as the page's own face would.
          const locals = src.split(/,\s*(?=local\(|url\()/).filter((source) => source.startsWith("local("));
          const onDevice = await new FontFace("device devanagari", locals.join(", "), { weight })
            .load()
            .then(() => true)
            .catch(() => false);
          return { src, weight, onDevice };
        }),
      );
    });
    expect(faces.map((face) => face.weight).sort()).toEqual(["400", "600"]);
    for (const face of faces) {
      test.info().annotations.push({ type: `Devanagari ${face.weight} on this device`, description: String(face.onDevice) });
      expect(face.src).toMatch(/^(local\("[^"]+"\), )+url\("[^"]*devanagari[^"]*\.woff2"\) format\("woff2"\)$/);
      const file = `-${face.weight}-normal`;
      // A device with the font fetches nothing for it; one without fetches the file for body text.
      if (face.onDevice) expect(fetched.filter((url) => url.includes(file))).toEqual([]);
      else if (face.weight === "400") expect(fetched.some((url) => url.includes(file))).toBe(true);
    }
  });
});

test.describe("the team, events and media reports in Hindi", () => {
  // Their lang, titles and hreflang pairs are checked in the build, their axe scans with one Hindi
  // page of each kind above; here, what a reader sees and the switch.
  test("each shows its captions and titles in Hindi, marks the profiles English, and switches", async ({ page }) => {
    const tree = loadContentTree("content");
    const visible = [
      { name: "team", hindiText: text("hi", "lists", "team.managingPartner") },
      { name: "events", hindiText: tree.events.sections[0]?.captionHi ?? "(no Hindi caption)" },
      { name: "media-reports", hindiText: tree.mediaReports.reports[0]?.titleHi ?? "(no Hindi title)" },
    ] as const;
    for (const { name, hindiText } of visible) {
      const english = `/${name}`;
      const path = `/hi${english}`;
      await gotoPage(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(loadHindiPageContent(name).hero.heading);
      await expect(page.getByText(hindiText, { exact: true }).first()).toBeVisible();
      if (english === "/team") {
        // The profiles stay English: each card says so and its link is marked as leading to English.
        const card = page.getByTestId("team-grid").getByRole("link").first();
        await expect(card).toContainText(text("hi", "lists", "team.profile"));
        await expect(card).toHaveAttribute("hreflang", "en-IN");
        await expect(card).toHaveAttribute("href", /^\/team\/\d+$/);
      }
      await page.getByTestId("language-switch").click();
      await expect(page).toHaveURL(new RegExp(`${english}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    }
  });
});

test.describe("the Hindi disclaimer", () => {
  test.use({ disclaimerAccepted: false });

  test("shows in Hindi, passes axe, and one agreement covers both languages", async ({ page }) => {
    await gotoPage(page, "/hi");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading")).toHaveText(text("hi", "disclaimer", "heading"));
    await expect(dialog).toContainText(text("hi", "disclaimer", "information"));
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: text("hi", "disclaimer", "agree") }).click();
    await expect(dialog).toHaveCount(0);
    await gotoPage(page, "/contact");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("a Hindi calculator", () => {
  // What the component tests cannot show: axe and CSP over the Hindi calculators in each state, and
  // the clipboard. Their Hindi validation, readings, results, refusals and lost connection are
  // proved in app/features/fee-calculator/island/court-fee-calculator.test.tsx and
  // arbitration-calculator.test.tsx.
  test.beforeEach(() => test.slow());

  test("has no axe or CSP violations with messages and a result, and copies its figure", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await gotoPage(page, "/hi/calculator/court-fee-calculator");
    const state = page.getByLabel(hiText("courtFee.state"), { exact: true });
    const calculate = page.getByRole("button", { name: hiText("calculate") });
    await expect(state.locator('option[value="DL"]')).toBeAttached();

    await calculate.click();
    await expect(page.locator("#amount_Court-error li")).toHaveText([hiText("messages.amountRequired")]);
    await expectNoAxeViolations(page);

    await state.selectOption("DL");
    await page.getByLabel(hiText("courtFee.amount")).fill("१५०००००");
    await calculate.click();
    await expect(resultPanel(page).getByRole("heading", { level: 2 })).toHaveText(
      hiText("courtFee.feeIn").replace("{name}", hindiName("DL")),
    );
    const copy = openToast(page).getByRole("button", { name: hiText("copy"), exact: true });
    await copy.click();
    await expect(openToast(page).getByRole("button", { name: hiText("copied"), exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^₹[\d,]+(\.\d+)?$/);
    // A refusal's panel is the result's with an alert in place of the figure: scanned in English
    // (calculators.spec.ts, "CSP and axe").
    await expectNoAxeViolations(page);
    await expectNoCspViolations(page);
  });

  test("the arbitration calculator has no axe or CSP violations with a result", async ({ page }) => {
    await gotoPage(page, "/hi/calculator/arbitration-fee-calculator?amount=2500000");
    await expect(resultPanel(page).getByRole("heading", { level: 2 })).toHaveText(hiText("arbitration.heading"));
    await expectNoAxeViolations(page);
    await expectNoCspViolations(page);
  });
});

test.describe("no English left unmarked", () => {
  test("a Hindi practice page says its articles are in English and marks English runs", async ({ page }) => {
    await gotoPage(page, "/hi/services/alternate-dispute-resolution");
    const articles = page.locator("#service-articles");
    await expect(articles).toHaveText(text("hi", "layout", "page.articles"));
    await expect(page.locator('section[aria-labelledby="service-articles"] ul')).toHaveAttribute("lang", "en");
    await expect(page.locator('main span[lang="en"]', { hasText: "Mediation Act, 2023" })).toHaveCount(1);
  });
});

test.describe("the Hindi library", () => {
  // Which summaries exist, and what each page carries, is checked on every built page
  // (scripts/lib/built-pages.build.test.ts); here, what needs a browser: the switch, the search box, axe.
  const summary = summaries.find((s) => s.updates.length > 0) ?? summaries[0]!;

  test("an article switches to its Hindi summary and back", async ({ page }) => {
    await gotoPage(page, `/publications/${summary.article}`);
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(new RegExp(`${summary.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(summary.title);
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(new RegExp(`/publications/${summary.article}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  test("a summary passes axe", async ({ page }) => {
    await gotoPage(page, summary.path);
    await expectNoAxeViolations(page);
  });

  test("its search box finds a summary by a Hindi word of it and by an English word of its article", async ({ page }) => {
    await gotoPage(page, "/hi/publications");
    const box = page.getByRole("searchbox", { name: text("hi", "library", "search.label") });
    const results = page.getByRole("list", { name: text("hi", "library", "search.results") });
    // A Devanagari word of this summary's title that no other summary's title has.
    const word = summary.title
      .split(/[\s:,?]+/)
      .find((w) => /^[\u0900-\u097F]{5,}$/.test(w) && summaries.filter((s) => s.title.includes(w)).length === 1)!;
    await box.click();
    await box.pressSequentially(word, { delay: 30 });
    // Its title has the word, so it comes first; summaries that use it in their text follow.
    await expect(results.getByRole("link").first()).toHaveAttribute("href", summary.path);
    await expect(results.locator("mark").first()).toHaveText(word);
    // An English word of the article finds it too, as the English box would.
    const english = summary.english.flatMap((run) => run.split(/\s+/)).find((w) => /^[A-Za-z]{6,}$/.test(w))!;
    await box.fill(english);
    await expect(results.getByRole("link", { name: new RegExp(summary.title.slice(0, 12)) })).toBeVisible();
  });
});
