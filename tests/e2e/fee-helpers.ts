/**
 * Helpers for calculators.spec.ts: the calculators' controls, and the figures the engine gives for
 * an input, so that every expectation is computed by the same code the server runs.
 */
import { href } from "react-router";
import type { Page } from "@playwright/test";
import { computeArbitrationFee, legacyArbitrationFee } from "../../core/fees/arbitration-fee";
import { type CourtFeeOk, computeCourtFee } from "../../core/fees/court-fee";
import { formatIndianPaise, formatIndianRupees } from "../../core/fees/indian-format";
import { expect } from "./playwright-utils";

export const COURT_PATH = href("/calculator/court-fee-calculator");
export const ARBITRATION_PATH = href("/calculator/arbitration-fee-calculator");

export const SOLE_ARBITRATOR_NOTE = "If the tribunal is a sole arbitrator, he is entitled to an additional 25 percent on the fee payable.";

/* ------------------------------------------------------------------------------------------------
 * Controls
 * ---------------------------------------------------------------------------------------------- */

export const stateSelect = (page: Page) => page.getByLabel("State", { exact: true });
export const courtAmount = (page: Page) => page.getByLabel("Amount (value of the suit, in rupees)");
export const arbitrationAmount = (page: Page) => page.getByLabel("Amount (sum in dispute, in rupees)");
export const counterClaimAmount = (page: Page) => page.getByLabel("Counter-claim, if any (in rupees)");
export const calculateButton = (page: Page) => page.getByRole("button", { name: "Calculate" });
/** The open toast (Radix renders each as an element carrying our data-variant). */
export const openToast = (page: Page) => page.locator('[data-variant][data-state="open"]');
export const toastTitle = (page: Page) => openToast(page).locator(":scope > div").first();
export const copyButton = (page: Page) => openToast(page).getByRole("button", { name: /^(Copy|Copied)$/ });
export const resultPanel = (page: Page) => page.getByTestId("fee-result");
/** The messages shown under a field (Field renders them in `#<id>-error`). */
export const fieldErrors = (page: Page, id: string) => page.locator(`#${id}-error li`);

/** Resolves once the jurisdiction list has arrived and filled the select. */
export async function waitForJurisdictions(page: Page): Promise<void> {
  await expect(stateSelect(page).locator('option[value="DL"]')).toBeAttached();
}

/** Resolves once every finite animation (the toast's fade-in) has finished; the panel's infinite drift is ignored. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Whether anything makes the page wider than the viewport. */
export async function overflowsHorizontally(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/* ------------------------------------------------------------------------------------------------
 * Expected figures, from the engine
 * ---------------------------------------------------------------------------------------------- */

export function expectedCourtFee(jurisdictionId: string, value: number): CourtFeeOk {
  const result = computeCourtFee(jurisdictionId, value);
  if (!result.ok) throw new Error(`the engine refuses ${jurisdictionId} ${value}: ${result.message}`);
  return result;
}

const display = (paise: number) => `₹ ${formatIndianPaise(paise, { dropWholeDecimals: true })}`;

export function expectedArbitration(amount: number, counterClaim?: number, tribunal: "sole" | "three" = "sole") {
  const result = computeArbitrationFee({ amount, counterClaim, tribunal });
  if (!result.ok) throw new Error(`the engine refuses ${amount}: ${result.message}`);
  return {
    result,
    perArbitrator: display(result.perArbitrator.paise),
    sole: display(result.soleArbitrator.paise),
    tribunal: display(result.tribunalTotal.paise),
    applicable: display(result.applicable.paise),
    claimFee: display(result.claim.fee.paise),
    counterClaimFee: result.counterClaimPart ? display(result.counterClaimPart.fee.paise) : null,
  };
}

/** The figure the legacy endpoint gives (per arbitrator, claim only), as the toast shows it. */
export function expectedLegacyArbitrationDisplay(amount: number): string {
  const legacy = legacyArbitrationFee(amount);
  if (!legacy.ok) throw new Error(legacy.message);
  return display(legacy.feePaise);
}

export const CONFIDENCE_BADGE = { high: "High confidence", medium: "Medium confidence", low: "Low confidence", none: "No data" } as const;

export { formatIndianRupees };
