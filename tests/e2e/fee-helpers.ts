/**
 * Helpers for calculators.spec.ts: the calculators' controls, and the figures the engine gives for
 * an input, so that every expectation is computed by the same code the server runs.
 */
import { href } from "react-router";
import type { Page } from "@playwright/test";
import { formatIndianRupees } from "../../core/fees/indian-format";
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

// The expected figures, computed by the engine: shared with the calculators' component tests.
export {
  CONFIDENCE_BADGE,
  expectedArbitration,
  expectedCourtFee,
  expectedLegacyArbitrationDisplay,
} from "../../app/features/fee-calculator/test-support/expected-fees";

export { formatIndianRupees };
