// @vitest-environment jsdom
/**
 * The court-fee calculator's island, hydrated over the server's markup and answered by the real fee
 * API (test-support/calculator-page.tsx): every validation message, the live reading of the amount,
 * each kind of result and refusal, the toast, the result address and the copy button's failures, in
 * English and in Hindi. The figures are the engine's (core/fees/court-fee.ts), whose vectors prove
 * them. What only a browser shows (the island starting at intent, the keyboard, layout, axe, CSP, the
 * clipboard itself) is walked in Chromium (tests/e2e/calculators.spec.ts, hindi.spec.ts).
 */
import { within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOLD_MS, startIslands } from "~/browser/island-loader";
import { SUBMIT_HELD_ATTRIBUTE } from "~/lib/island-markers";
import { formatMonthIn } from "../../../../core/dates/format-date";
import { MESSAGES } from "../../../../core/fees/contract";
import { hindiAmountInWords } from "../../../../core/fees/hindi-words";
import { formatIndianRupees, rupeeFigure, rupeesInText } from "../../../../core/fees/indian-format";
import { type JurisdictionSummary, listJurisdictions } from "../../../../core/fees/jurisdictions";
import { contentTree } from "~/lib/content/content-source.server";
import { CONFIDENCE_BADGE, expectedCourtFee, expectedCourtRefusal } from "../test-support/expected-fees";
import {
  type FeeApi,
  eventually,
  fieldErrors,
  hiText,
  openCourtFeeCalculator,
  openToast,
  resultPanel,
  scrolling,
  serveFeeApi,
  writeCourtFeeCalculator,
} from "../test-support/calculator-page";
import { prefersReducedMotion } from "~/browser/test-support/dom";

function hindiName(code: string): string {
  const name = contentTree().hindi.jurisdictionNames[code];
  if (name === undefined) throw new Error(`No Hindi name for ${code}`);
  return name;
}

let api: FeeApi;
beforeEach(async () => {
  api = await serveFeeApi();
});
afterEach(async () => {
  await api.close();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** The English page's controls, found as a visitor finds them: by their labels and names. */
async function englishCalculator(query = "") {
  const island = await openCourtFeeCalculator("en", query);
  const page = within(island);
  const user = userEvent.setup();
  const state = page.getByLabelText<HTMLSelectElement>("State");
  const amount = page.getByLabelText<HTMLInputElement>("Amount (value of the suit, in rupees)");
  const calculate = page.getByRole("button", { name: "Calculate" });
  const toast = () => openToast();
  async function calculateFee(id: string, value: number | string) {
    await user.selectOptions(state, id);
    await user.clear(amount);
    if (String(value) !== "") await user.type(amount, String(value));
    await user.click(calculate);
  }
  return { island, page, user, state, amount, calculate, toast, calculateFee };
}

describe("court fee: the State select", () => {
  /** The label the spec gives each jurisdiction: its confidence, its range, or "no verified table". */
  function expectedLabel(j: JurisdictionSummary): string {
    if (j.status === "unavailable") return `${j.name} (no verified table)`;
    const range =
      j.status !== "partial"
        ? ""
        : j.validUpTo === null
          ? `, from Rs ${formatIndianRupees(j.validFrom ?? 0)} only`
          : `, up to Rs ${formatIndianRupees(j.validUpTo)} only`;
    return `${j.name} (${j.confidence} confidence${range})`;
  }

  it("lists all 36 jurisdictions in the page's HTML, labelled with confidence or range, and asks GET /api/jurisdictions again", async () => {
    const gets = vi.spyOn(globalThis, "fetch");
    const { state } = await englishCalculator();
    const options = [...state.querySelectorAll<HTMLOptionElement>('option:not([value=""])')];
    const shown = new Map(options.map((o) => [o.value, { label: o.textContent, disabled: o.disabled }]));
    const all = listJurisdictions();
    expect(all).toHaveLength(36);
    expect(shown.size).toBe(36);
    for (const j of all) expect(shown.get(j.id), j.name).toEqual({ label: expectedLabel(j), disabled: j.status === "unavailable" });
    // The examples of the brief, spelt out.
    expect(shown.get("DL")?.label).toBe("Delhi (high confidence)");
    expect(shown.get("JH")?.label).toBe("Jharkhand (low confidence, up to Rs 30,000 only)");
    expect(shown.get("WB")?.label).toBe("West Bengal (medium confidence, up to Rs 50,000 only)");
    expect(shown.get("SK")?.label).toBe("Sikkim (low confidence, from Rs 1,00,000 only)");
    expect(shown.get("GA")).toEqual({ label: "Goa (no verified table)", disabled: true });
    // The placeholder is selected and cannot be chosen again.
    const placeholder = state.querySelector<HTMLOptionElement>('option[value=""]')!;
    expect(state.value).toBe("");
    expect(placeholder.textContent).toBe("Select a state or union territory");
    expect(placeholder.disabled).toBe(true);
    // On load the form asks the server for the list again, as the spec's calculator does.
    await eventually(() => expect(gets.mock.calls.map(([input]) => String(input))).toContain("/api/jurisdictions"));
  });

  it("keeps the list in the page when the refresh on load fails, logs it, and computes as usual", async () => {
    api.disconnect("/api/jurisdictions");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const island = await openCourtFeeCalculator();
    await eventually(() => expect(logged.mock.calls.some(([message]) => message === "Could not load the list of states")).toBe(true));
    const state = within(island).getByLabelText<HTMLSelectElement>("State");
    expect(state.querySelectorAll('option:not([value=""])')).toHaveLength(36);
    expect(within(island).queryByRole("alert")).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(state, "DL");
    await user.type(within(island).getByLabelText("Amount (value of the suit, in rupees)"), "510");
    await user.click(within(island).getByRole("button", { name: "Calculate" }));
    await eventually(() =>
      expect(openToast()?.querySelector("[data-title]")?.textContent).toBe(rupeeFigure(expectedCourtFee("DL", 510).feeDisplay, "en")),
    );
  });
});

describe("court fee: validation", () => {
  it("submitting empty shows State is required and Amount is required, without calling the server", async () => {
    const { user, state, amount, calculate, toast } = await englishCalculator();
    await user.click(calculate);
    await eventually(() => expect(fieldErrors("state")).toEqual([MESSAGES.stateRequired]));
    expect(fieldErrors("amount_Court")).toEqual([MESSAGES.amountRequired]);
    expect(MESSAGES.stateRequired).toBe("State is required");
    expect(MESSAGES.amountRequired).toBe("Amount is required");
    expect(state.getAttribute("aria-invalid")).toBe("true");
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(amount.getAttribute("aria-describedby")).toMatch(/amount_Court-error/);
    // The first field with a message has the focus, so the visitor starts there.
    expect(document.activeElement).toBe(state);
    expect(toast()).toBeNull();
    expect(api.posts()).toEqual([]);
  });

  // One value per message: which value gets which message is proved for every rule by the form's
  // schema tests (core/fees/contract.test.ts); here, that each shows beside its field.
  const invalidAmounts: [string, string][] = [
    ["0", MESSAGES.amountPositive],
    ["1,00,000", MESSAGES.amountWhole],
    ["99999999999999999", MESSAGES.amountTooLarge],
  ];

  it("each wrong amount shows its message without calling the server; correcting it computes", async () => {
    expect(MESSAGES.amountPositive).toBe("Amount must be greater than 0");
    const { user, amount, calculate, toast, calculateFee } = await englishCalculator();
    for (const [value, message] of invalidAmounts) {
      await calculateFee("DL", value);
      await eventually(() => expect(fieldErrors("amount_Court"), `amount "${value}"`).toEqual([message]));
      expect(fieldErrors("state")).toEqual([]);
    }
    expect(toast()).toBeNull();
    expect(api.posts()).toEqual([]);
    // Correcting the amount clears the message and computes.
    await user.clear(amount);
    await user.type(amount, "510");
    await user.click(calculate);
    await eventually(() =>
      expect(toast()?.querySelector("[data-title]")?.textContent).toBe(rupeeFigure(expectedCourtFee("DL", 510).feeDisplay, "en")),
    );
    expect(fieldErrors("amount_Court")).toEqual([]);
    expect(api.posts()).toEqual(["/api/court-fee"]);
  });
});

describe("court fee: a result address with a wrong value, as a form sent without script arrives", () => {
  it("the server's markup shows the spec's message beside its field and no result, and hydration keeps them", async () => {
    const cases = [
      { query: "state=DL&amount=0", state: [], amount: [MESSAGES.amountPositive] },
      { query: "state=ZZ&amount=", state: [MESSAGES.stateRequired], amount: [MESSAGES.amountRequired] },
    ];
    for (const { query, state, amount } of cases) {
      let served: unknown = null;
      await openCourtFeeCalculator("en", query, () => {
        served = { state: fieldErrors("state"), amount: fieldErrors("amount_Court"), result: resultPanel() };
      });
      expect(served, query).toEqual({ state, amount, result: null });
      expect({ state: fieldErrors("state"), amount: fieldErrors("amount_Court"), result: resultPanel() }, query).toEqual(served);
    }
  });
});

describe("court fee: the live reading of the amount", () => {
  it("typing shows the amount in Indian grouping and in words; text that is not whole rupees shows none", async () => {
    const { user, amount } = await englishCalculator();
    const reading = document.getElementById("amount_Court-reading")!;
    expect(reading.textContent).toBe("");
    await user.type(amount, "100000");
    expect(reading.textContent).toBe("₹1,00,000 · one lakh rupees");
    await user.clear(amount);
    await user.type(amount, "1,00,000");
    expect(reading.textContent).toBe("");
  });

  it("reads the digits typed before the island hydrated at once, not at the next keystroke", async () => {
    await openCourtFeeCalculator("en", "", () => {
      (document.getElementById("amount_Court") as HTMLInputElement).value = "2500000";
    });
    await eventually(() =>
      expect(document.getElementById("amount_Court-reading")?.textContent).toBe("₹25,00,000 · twenty-five lakh rupees"),
    );
  });
});

describe("court fee: a Calculate made before the island has hydrated (app/browser/island-loader.ts)", () => {
  const languages = [
    { locale: "en", state: "State", amount: "Amount (value of the suit, in rupees)", calculate: "Calculate", copy: "Copy" },
    {
      locale: "hi",
      state: hiText("courtFee.state"),
      amount: hiText("courtFee.amount"),
      calculate: hiText("calculate"),
      copy: hiText("copy"),
    },
  ] as const;

  /** The page as the server writes it, with the site's module started over it and the island's bundle held back until `release`. */
  function heldPage(locale: "en" | "hi") {
    const page = writeCourtFeeCalculator(locale);
    let release = () => {};
    const bundle = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(() => bundle.then(page.hydrate));
    startIslands(load);
    const texts = languages.find((l) => l.locale === locale)!;
    const controls = within(page.island);
    return {
      island: page.island,
      release,
      load,
      state: controls.getByLabelText<HTMLSelectElement>(texts.state),
      amount: controls.getByLabelText<HTMLInputElement>(texts.amount),
      calculate: controls.getByRole("button", { name: texts.calculate }),
      texts,
    };
  }

  it.each(languages)(
    "$locale: is held with the loading state, then answered in place once, with what was typed and chosen, its toast and Copy",
    async ({ locale }) => {
      const { island, release, load, state, amount, calculate, texts } = heldPage(locale);
      const user = userEvent.setup();
      await user.type(amount, "100000");
      await user.selectOptions(state, "DL");
      await user.click(calculate);
      // Held: the loading state at once, the bundle asked for, nothing sent anywhere.
      expect(island.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(true);
      expect(island.getAttribute("aria-busy")).toBe("true");
      expect(load).toHaveBeenCalledTimes(1);
      // A second tap, and Enter in the amount, while it is held add nothing.
      await user.click(calculate);
      await user.type(amount, "{Enter}");
      expect(api.posts()).toEqual([]);

      release();
      const expected = expectedCourtFee("DL", 100_000);
      await eventually(() => expect(openToast()?.querySelector("[data-title]")?.textContent).toContain(expected.feeDisplay));
      await vi.waitFor(() => within(openToast()!).getByRole("button", { name: texts.copy }));
      expect(within(resultPanel()!).getByTestId("fee-figure").textContent).toContain(expected.feeDisplay);
      if (locale === "hi")
        expect(resultPanel()?.querySelector("h2")?.textContent).toBe(hiText("courtFee.feeIn").replace("{name}", hindiName("DL")));
      expect(window.location.search).toBe("?state=DL&amount=100000");
      expect(api.posts()).toEqual(["/api/court-fee"]);
      expect(island.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(false);
      expect(island.hasAttribute("aria-busy")).toBe(false);
      expect(amount.value).toBe("");
    },
  );

  it.each(languages)(
    "$locale: a bundle never ready sends the form to the server, as typed, once, three seconds after the tap",
    async ({ locale }) => {
      vi.useFakeTimers();
      try {
        const { island, state, amount, calculate } = heldPage(locale);
        const sent = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
        // Typed, chosen and tapped twice as the browser does them before any framework (fake timers hold userEvent's own).
        amount.value = "100000";
        state.value = "DL";
        calculate.click();
        calculate.click();
        vi.advanceTimersByTime(HOLD_MS - 100);
        expect(sent).not.toHaveBeenCalled();
        vi.advanceTimersByTime(100);
        expect(sent).toHaveBeenCalledTimes(1);
        const form = sent.mock.contexts[0] as HTMLFormElement;
        expect(Object.fromEntries(new FormData(form))).toEqual({ state: "DL", amount: "100000" });
        expect(island.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(false);
        expect(api.posts()).toEqual([]);
      } finally {
        vi.useRealTimers();
      }
    },
  );
});

describe("court fee: results", () => {
  const cases: { id: string; name: string; value: number }[] = [
    { id: "MH", name: "Maharashtra", value: 50_000_000 },
    { id: "TN", name: "Tamil Nadu", value: 100_010 },
    { id: "KA", name: "Karnataka", value: 7_500_000 },
    { id: "SK", name: "Sikkim", value: 250_000 },
    { id: "AS", name: "Assam", value: 10_000_000 },
    { id: "GJ", name: "Gujarat", value: 50 },
  ];

  // The figures are the engine's, proved by its vectors and property tests (core/fees/); here, that
  // the toast and the panel show each kind of result it gives (a cap, a rounding, a notice, steps
  // other than slabs), one calculation after another on one page, each replacing the last.
  it("each state's toast and panel give the engine's figure, and each calculation replaces the last", async () => {
    const { state, amount, toast, calculateFee } = await englishCalculator();
    for (const c of cases) {
      const expected = expectedCourtFee(c.id, c.value);
      await calculateFee(c.id, c.value);
      // The toast and the panel can show in separate renders on a busy machine: both, then the rest.
      await eventually(() => {
        expect(toast()?.querySelector("[data-title]")?.textContent, c.name).toBe(rupeeFigure(expected.feeDisplay, "en"));
        expect(resultPanel()?.querySelector('[data-testid="fee-figure"]')?.textContent, c.name).toBe(
          rupeeFigure(expected.feeDisplay, "en"),
        );
      });
      expect(document.querySelectorAll('toast-region [data-state="open"]')).toHaveLength(1);
      expect(toast()?.textContent).toContain(expected.notice ?? `Court fee in ${c.name}`);
      expect(toast()?.getAttribute("data-variant")).toBe("default");
      expect(document.querySelectorAll('[data-testid="fee-result"]')).toHaveLength(1);
      const panel = within(resultPanel()!);
      expect(panel.getByTestId("fee-figure").textContent).toBe(rupeeFigure(expected.feeDisplay, "en"));
      expect(panel.getByRole("heading", { level: 2 }).textContent).toBe(`Court fee in ${c.name}`);
      expect(resultPanel()!.querySelectorAll("tbody tr")).toHaveLength(expected.breakdown.length);
      expect(resultPanel()!.textContent).toContain(CONFIDENCE_BADGE[expected.confidence]);
      expect(resultPanel()!.textContent).toContain(`on a value of ${rupeeFigure(formatIndianRupees(c.value), "en")}`);
      // Karnataka's medium-confidence row, for one, says to verify with the registry.
      if (expected.notice) expect(panel.getByText(expected.notice, { exact: true })).toBeTruthy();
      for (const step of expected.breakdown)
        if (step.kind !== "slab") expect(resultPanel()!.textContent).toContain(rupeesInText(step.description, "en"));
      // The warnings are the data's, each in its list.
      const warnings = within(panel.getByRole("heading", { name: "Warnings", level: 3 }).parentElement!).queryAllByRole("listitem");
      expect(warnings.map((item) => item.textContent)).toEqual(expected.warnings.map((warning) => rupeesInText(warning, "en")));
      // The result has an address of its own, and the form is empty for the next one.
      expect(window.location.search).toBe(`?state=${c.id}&amount=${c.value}`);
      expect(amount.value).toBe("");
      expect(state.value).toBe("");
    }
    expect(api.posts()).toHaveLength(cases.length);
  });
});

describe("court fee: refusals", () => {
  const beyond = [
    { id: "JH", name: "Jharkhand", value: 30_001, upTo: "30,000" },
    { id: "WB", name: "West Bengal", value: 50_001, upTo: "50,000" },
  ];

  it("a value beyond a state's verified range gets a message and no fee, and keeps the form as typed", async () => {
    const { state, amount, toast, calculateFee } = await englishCalculator();
    for (const c of beyond) {
      const answer = expectedCourtRefusal(c.id, c.value).message;
      expect(answer).toBe(`Not available for this value: the table this site holds for ${c.name} covers values up to Rs ${c.upTo}.`);
      // The page writes the API's amount in its own form.
      const message = rupeesInText(answer, "en");
      await calculateFee(c.id, c.value);
      await eventually(() => expect(resultPanel()?.querySelector("h2")?.textContent).toBe(`Fee not calculated for ${c.name}`));

      expect(toast()?.getAttribute("data-variant")).toBe("destructive");
      expect(toast()?.getAttribute("role")).toBe("alert");
      expect(toast()?.querySelector("[data-title]")?.textContent).toBe("Fee not calculated");
      expect(toast()?.textContent).toContain(message);
      expect(within(toast()!).queryByRole("button", { name: /^(Copy|Copied)$/ })).toBeNull();

      const panel = within(resultPanel()!);
      expect(panel.getByRole("alert").textContent).toBe(message);
      expect(panel.queryByTestId("fee-figure")).toBeNull();
      // A way on: where the fee can be confirmed, and the firm's contact page.
      expect(resultPanel()!.textContent).toContain(`The court's registry can tell you the fee for a suit in ${c.name}`);
      expect(panel.getByRole("link", { name: "Ask us about your case" }).getAttribute("href")).toBe("/contact");
      // The refusal keeps the form as typed, so the visitor can correct it.
      expect(state.value).toBe(c.id);
      expect(amount.value).toBe(String(c.value));
    }
  });

  it("a lost connection says so in the toast and keeps the form", async () => {
    const { state, amount, toast, calculateFee } = await englishCalculator();
    api.disconnect();
    await calculateFee("DL", 510);
    await eventually(() => expect(toast()?.querySelector("[data-title]")?.textContent).toBe("Fee not calculated"));
    expect(toast()?.textContent).toContain("The calculator could not be reached. Please check your connection and try again.");
    expect(resultPanel()).toBeNull();
    expect(state.value).toBe("DL");
    expect(amount.value).toBe("510");
  });
});

describe("copy", () => {
  const failures = [
    { name: "no navigator.clipboard", clipboard: undefined },
    { name: "writeText rejects", clipboard: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) } },
  ];
  it.each(failures)("a copy failure ($name) shows the spec's alert and the button stays Copy", async ({ clipboard }) => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const { user, toast, calculateFee } = await englishCalculator();
    // After user-event's set-up, which gives jsdom a clipboard of its own.
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard });
    await calculateFee("DL", 510);
    const copy = await vi.waitFor(() => within(toast()!).getByRole("button", { name: "Copy" }));
    await user.click(copy);
    await eventually(() => expect(alert).toHaveBeenCalledExactlyOnceWith("Your browser doesn't support this function"));
    expect(copy.textContent).toBe("Copy");
  });
});

describe("a Hindi court-fee calculator", () => {
  async function hindiCalculator(query = "") {
    const island = await openCourtFeeCalculator("hi", query);
    const page = within(island);
    return {
      user: userEvent.setup(),
      state: page.getByLabelText<HTMLSelectElement>(hiText("courtFee.state")),
      amount: page.getByLabelText<HTMLInputElement>(hiText("courtFee.amount")),
      calculate: page.getByRole("button", { name: hiText("calculate") }),
    };
  }

  it("validates in Hindi, reads the amount in Hindi words, and computes with the working in Hindi", async () => {
    const { user, state, amount, calculate } = await hindiCalculator();
    await user.click(calculate);
    await eventually(() => expect(fieldErrors("state")).toEqual([hiText("messages.stateRequired")]));
    expect(fieldErrors("amount_Court")).toEqual([hiText("messages.amountRequired")]);

    await user.type(amount, "0");
    await user.click(calculate);
    await eventually(() => expect(fieldErrors("amount_Court")).toEqual([hiText("messages.amountPositive")]));

    const reading = document.getElementById("amount_Court-reading")!;
    await user.clear(amount);
    await user.type(amount, "100000");
    expect(reading.textContent).toBe(`₹1,00,000 · ${hindiAmountInWords(100000)}`);
    expect(reading.textContent).toContain("एक लाख रुपए");
    // Typed on a Hindi keyboard, the same number.
    await user.clear(amount);
    await user.type(amount, "१५०००००");
    expect(reading.textContent).toBe("₹15,00,000 · पंद्रह लाख रुपए");

    await user.selectOptions(state, "DL");
    await user.click(calculate);
    await eventually(() =>
      expect(resultPanel()?.querySelector("h2")?.textContent).toBe(hiText("courtFee.feeIn").replace("{name}", hindiName("DL"))),
    );
    const panel = within(resultPanel()!);
    const table = panel.getByRole("table");
    expect(table.textContent).toContain(hiText("step"));
    // The working, the warnings and the "in force" line are Hindi, from the fee data's Hindi.
    expect(table.textContent).toContain("भाग, इसलिए ₹2,832 + 290 × ₹48.80 = ₹16,984");
    const warnings = within(panel.getByRole("heading", { name: hiText("warnings"), level: 3 }).parentElement!).getAllByRole("listitem");
    for (const warning of warnings) expect(warning.textContent).toMatch(/[\u0900-\u097F]/);
    const inForce = [...resultPanel()!.querySelectorAll("dt")].find((dt) => dt.textContent === hiText("inForce"));
    expect(inForce?.nextElementSibling?.textContent).toContain("पुराना पैमाना जारी है");
    expect(resultPanel()!.textContent).toContain("नवंबर 2026");
    expect(window.location.search).toBe("?state=DL&amount=1500000");
    // The toast's buttons speak Hindi too.
    await vi.waitFor(() => within(openToast()!).getByRole("button", { name: hiText("copy") }));
  });

  it("says a refusal and a lost connection in Hindi in the toast", async () => {
    const { user, state, amount, calculate } = await hindiCalculator();
    await user.selectOptions(state, "JH");
    await user.type(amount, "100000");
    await user.click(calculate);
    const refusal = hiText("refusal.aboveRange").replace("{name}", hindiName("JH")).replace("{upTo}", "30,000");
    await eventually(() => expect(openToast()?.textContent).toContain(refusal));
    await eventually(() => expect(resultPanel()?.querySelector("[role=alert]")?.textContent).toBe(refusal));
    expect(within(resultPanel()!).getAllByRole("listitem")[0]?.textContent).toContain("2021 की तालिका की केवल पहली पंक्ति");

    // No connection: the page says so in Hindi, not in the client's English sentence.
    api.disconnect();
    await user.selectOptions(state, "DL");
    await user.clear(amount);
    await user.type(amount, "100000");
    await user.click(calculate);
    await eventually(() => expect(openToast()?.textContent).toContain(hiText("messages.offline")));
  });

  it("answers a result address for a State without a table with a refusal in Hindi and the data's warnings in Hindi", async () => {
    await openCourtFeeCalculator("hi", "state=GA&amount=100000");
    const panel = within(resultPanel()!);
    expect(panel.getByRole("alert").textContent).toBe(hiText("refusal.unavailable").replace("{name}", hindiName("GA")));
    expect(panel.getAllByRole("listitem")[0]?.textContent).toContain("अनुसूची 1क का केवल ढाँचा देखा गया");
    // The heading says the site did not work the fee out, never that Goa has none, and the panel offers a way on.
    expect(resultPanel()!.querySelector("h2")?.textContent).toBe(hiText("courtFee.noFeeFor").replace("{name}", hindiName("GA")));
    expect(panel.getByRole("link", { name: hiText("courtFee.askUs") }).getAttribute("href")).toBe("/hi/contact");
    expect(resultPanel()!.textContent).toContain(hiText("courtFee.confirmWith").replace("{name}", hindiName("GA")));
  });

  it("lists the States by their Hindi names in Hindi order, each group sorted", async () => {
    const { state } = await hindiCalculator();
    const groups = [...state.querySelectorAll("optgroup")];
    expect(groups).toHaveLength(2);
    for (const group of groups) {
      const names = [...group.querySelectorAll("option")].map((option) => (option.textContent ?? "").replace(/ \(.*$/, ""));
      expect(names.length).toBeGreaterThan(0);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "hi")));
      for (const name of names) expect(name).toMatch(/^[\u0900-\u097F ]+$/);
    }
  });
});

describe("one form of money and of dates per language across a result", () => {
  // The signs before the amounts a text writes, whichever form: "Rs ", "Rs. ", "Re ", "₹", "₹ ".
  const amountSigns = (text: string) => new Set([...text.matchAll(/(?:\bRs\.?|\bRe\b|₹)\s*(?=\d)/g)].map((match) => match[0]));

  for (const locale of ["en", "hi"] as const) {
    it(`${locale}: the toast and the panel write every amount as ${rupeeFigure("3,320", locale)} and the data's month in words`, async () => {
      // A result address's panel (rendered by the server's React), then a calculation's toast and panel.
      const island = await openCourtFeeCalculator(locale, "state=DL&amount=1500000");
      const asOf = expectedCourtFee("DL", 1_500_000).citation.asOf;
      const forms = (text: string) => {
        expect(amountSigns(text)).toEqual(new Set([rupeeFigure("", locale)]));
        expect(text).not.toMatch(/\b\d{4}-\d{2}\b/);
        expect(text).toContain(formatMonthIn(asOf, locale));
      };
      forms(resultPanel()!.textContent ?? "");

      const user = userEvent.setup();
      await user.selectOptions(island.querySelector("select[name=state]")!, "MH");
      await user.clear(island.querySelector("input[name=amount]")!);
      await user.type(island.querySelector("input[name=amount]")!, "50000000");
      await user.click(island.querySelector("button[type=submit]")!);
      await eventually(() => expect(window.location.search).toBe("?state=MH&amount=50000000"));
      await eventually(() =>
        expect(openToast()?.textContent).toContain(rupeeFigure(expectedCourtFee("MH", 50_000_000).feeDisplay, locale)),
      );
      forms(`${openToast()!.textContent} ${resultPanel()!.textContent}`);
    });
  }
});

describe("the result after a calculation", () => {
  afterEach(() => prefersReducedMotion(false));
  // The scrolls of this page's answer (an earlier test's island may still be settling).
  const revealed = () =>
    scrolling.scrollIntoView.mock.contexts.flatMap((element, i) =>
      element === document.getElementById("answer") ? [scrolling.scrollIntoView.mock.calls[i]?.[0]] : [],
    );

  for (const reduce of [false, true]) {
    it(`is brought into view, ${reduce ? "at once with reduced motion" : "smoothly"}; the address's own result is not`, async () => {
      prefersReducedMotion(reduce);
      const { calculateFee } = await englishCalculator("state=DL&amount=1500000");
      expect(revealed()).toEqual([]);
      await calculateFee("DL", 510);
      await eventually(() => expect(revealed()).toEqual([{ block: "start", behavior: reduce ? "instant" : "smooth" }]));
    });
  }
});
