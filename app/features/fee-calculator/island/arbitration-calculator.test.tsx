// @vitest-environment jsdom
/**
 * The arbitration fee calculator's island, hydrated over the server's markup and answered by the real
 * fee API (test-support/calculator-page.tsx): every validation message, the live readings, a claim
 * with a counter-claim each capped on its own, slab 5's footnote, and the Hindi page's result. The
 * figures are the engine's (core/fees/arbitration-fee.ts). The keyboard, layout, axe, CSP and the
 * clipboard are walked in Chromium (tests/e2e/calculators.spec.ts, hindi.spec.ts).
 */
import { within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../../core/fees/contract";
import { formatIndianRupees, rupeeFigure, rupeesInText } from "../../../../core/fees/indian-format";
import { expectedArbitration } from "../test-support/expected-fees";
import {
  type FeeApi,
  eventually,
  fieldErrors,
  hiText,
  openArbitrationCalculator,
  openToast,
  resultPanel,
  serveFeeApi,
} from "../test-support/calculator-page";

let api: FeeApi;
beforeEach(async () => {
  api = await serveFeeApi();
});
afterEach(async () => {
  await api.close();
  document.body.replaceChildren();
});

async function englishCalculator() {
  const island = await openArbitrationCalculator("en");
  const page = within(island);
  const user = userEvent.setup();
  const amount = page.getByLabelText<HTMLInputElement>("Amount (sum in dispute, in rupees)");
  const counterClaim = page.getByLabelText<HTMLInputElement>("Counter-claim, if any (in rupees)");
  const calculate = page.getByRole("button", { name: "Calculate" });
  async function calculateFee(value: number | string, counter?: number) {
    await user.clear(amount);
    if (String(value) !== "") await user.type(amount, String(value));
    if (counter !== undefined) await user.type(counterClaim, String(counter));
    await user.click(calculate);
  }
  return { page, user, amount, counterClaim, calculateFee };
}

describe("arbitration: validation", () => {
  // One value per message (every value's message: core/fees/contract.test.ts).
  const cases: [string, string][] = [
    ["", MESSAGES.amountRequired],
    ["0", MESSAGES.amountPositive],
    ["1,00,000", MESSAGES.amountWhole],
    ["99999999999999999", MESSAGES.amountTooLarge],
  ];

  it("each wrong amount shows its message beside the field without calling the server", async () => {
    const { amount, calculateFee } = await englishCalculator();
    for (const [value, message] of cases) {
      await calculateFee(value);
      await eventually(() => expect(fieldErrors("amount_Arbitration"), `amount "${value}"`).toEqual([message]));
      expect(amount.getAttribute("aria-invalid")).toBe("true");
      expect(amount.getAttribute("aria-describedby")).toMatch(/amount_Arbitration-error/);
    }
    expect(openToast()).toBeNull();
    expect(api.posts()).toEqual([]);
  });
});

describe("arbitration: the live readings", () => {
  it("each amount shows its own reading as it is typed, and empties with the form after a calculation", async () => {
    const { user, amount, counterClaim, page } = await englishCalculator();
    await user.type(amount, "100000");
    await user.type(counterClaim, "2500000");
    expect(document.getElementById("amount_Arbitration-reading")?.textContent).toBe("₹1,00,000 · one lakh rupees");
    expect(document.getElementById("counterClaim-reading")?.textContent).toBe("₹25,00,000 · twenty-five lakh rupees");
    await user.click(page.getByRole("button", { name: "Calculate" }));
    await eventually(() => expect(resultPanel()).not.toBeNull());
    expect(amount.value).toBe("");
    await eventually(() => expect(document.getElementById("amount_Arbitration-reading")?.textContent).toBe(""));
    expect(document.getElementById("counterClaim-reading")?.textContent).toBe("");
  });
});

describe("arbitration: results", () => {
  it("a counter-claim is computed separately, each part capped on its own", async () => {
    const claim = 500_000_000; // Rs 50 crore: the slab fee is above the ceiling
    const expected = expectedArbitration(claim, claim);
    expect(expected.result.claim.ceilingApplied).toBe(true);
    expect(expected.result.counterClaimPart?.ceilingApplied).toBe(true);
    expect(expected.claimFee).toBe(rupeeFigure("30,00,000", "en"));
    expect(expected.perArbitrator).toBe(rupeeFigure("60,00,000", "en"));
    const { calculateFee } = await englishCalculator();
    await calculateFee(claim, claim);

    await eventually(() => expect(openToast()?.querySelector("[data-title]")?.textContent).toBe(expected.perArbitrator));
    const rows = [...resultPanel()!.querySelectorAll("tbody tr")];
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain(`Claim: ${rupeeFigure(formatIndianRupees(claim), "en")}`);
    expect(rows[1]?.textContent).toContain(`Counter-claim: ${rupeeFigure(formatIndianRupees(claim), "en")}`);
    for (const row of rows) {
      expect(row.textContent).toContain(`Capped at the ceiling of ${rupeeFigure("30,00,000", "en")} per arbitrator.`);
      expect(row.querySelector("td:last-child")?.textContent).toBe(rupeeFigure("30,00,000", "en"));
    }
    const panel = within(resultPanel()!);
    expect(panel.getByTestId("fee-per-arbitrator").textContent).toBe(expected.perArbitrator);
    expect(panel.getByTestId("fee-sole").textContent).toBe(expected.sole);
    expect(panel.getByTestId("fee-tribunal").textContent).toBe(expected.tribunal);
    expect(window.location.search).toBe(`?amount=${claim}&counterClaim=${claim}`);
  });

  it("slab 5 (15 crore) carries the footnote about the printed Rs 1 crore", async () => {
    const expected = expectedArbitration(150_000_000);
    expect(expected.result.claim.slab5Reading).toBe(true);
    const { calculateFee } = await englishCalculator();
    await calculateFee(150_000_000);
    await eventually(() => expect(openToast()?.querySelector("[data-title]")?.textContent).toBe(expected.perArbitrator));
    expect(resultPanel()!.querySelector("tbody tr sup")?.textContent).toBe("*");
    const footnote = [...resultPanel()!.querySelectorAll("p")].find((p) => p.textContent?.startsWith("* "));
    expect(footnote?.textContent).toBe(`* ${rupeesInText(expected.result.claim.row.note ?? "", "en")}`);
    expect(footnote?.textContent).toContain(rupeeFigure("1,00,00,000", "en"));
    expect(footnote?.textContent).toContain(`(${rupeeFigure("1", "en")} crore)`);
  });
});

describe("a Hindi arbitration calculator", () => {
  it("a result address's result and notes are in Hindi, and a calculation is worded in Hindi too", async () => {
    const island = await openArbitrationCalculator("hi", "amount=2500000");
    const panel = within(resultPanel()!);
    expect(panel.getByRole("heading", { level: 2 }).textContent).toBe(hiText("arbitration.heading"));
    expect(resultPanel()!.textContent).toContain(hiText("messages.soleArbitratorUplift"));
    expect(resultPanel()!.textContent).toContain(hiText("messages.modelNotMandatory").split(":")[0]);
    // The data's month, in Hindi, stated once under its label rather than repeated as a note.
    expect(panel.getByText(hiText("dataAsOf")).nextElementSibling?.textContent).toBe("नवंबर 2026");
    const page = within(island);
    expect(page.getByRole<HTMLInputElement>("radio", { name: hiText("arbitration.sole") }).checked).toBe(true);

    // A calculation in the browser is worded in Hindi too, from the same template.
    const user = userEvent.setup();
    const amount = page.getByLabelText<HTMLInputElement>(hiText("arbitration.amount"));
    await user.clear(amount);
    await user.type(amount, "5000000");
    await user.click(page.getByRole("button", { name: hiText("calculate") }));
    await eventually(() =>
      expect(within(resultPanel()!).getByRole("table").textContent).toContain("₹97,500 + 3% × ₹30,00,000 = ₹1,87,500"),
    );
    expect(within(resultPanel()!).getByRole("table").textContent).toContain("से ऊपर की राशि का 3% अतिरिक्त");
    expect(window.location.pathname).toBe("/hi/calculator/arbitration-fee-calculator");
    expect(window.location.search).toBe("?amount=5000000");
  });
});
