import type { href } from "react-router";
import { type Locale, localizedPath } from "~/lib/i18n/locale";
import { DEFAULT_TRIBUNAL, type Tribunal } from "../../../core/fees/tribunal";

/**
 * A result's address: the calculator's own page with its inputs in the query, so a link (from an
 * article, a message to a client) opens with the form filled and the result shown. The forms submit
 * these names with `method="get"` when script is off; with script, each calculation writes the same
 * address with `history.replaceState`.
 */
export const courtFeePath = "/calculator/court-fee-calculator" satisfies RoutePath;
export const arbitrationPath = "/calculator/arbitration-fee-calculator" satisfies RoutePath;

/** A path of the route table, checked by type only: the islands load no router in the browser. */
type RoutePath = Parameters<typeof href>[0];

/** Where a submitted form lands without script: the answer, not the top of the page. */
export const answerAnchor = "answer";

export type CourtFeeAddressValues = { state: string; amount: string };
export type ArbitrationAddressValues = { amount: string; counterClaim: string; tribunal: string };

export const emptyCourtFeeValues: CourtFeeAddressValues = { state: "", amount: "" };
export const emptyArbitrationValues: ArbitrationAddressValues = { amount: "", counterClaim: "", tribunal: DEFAULT_TRIBUNAL };

/** The address of a court fee: `?state=DL&amount=1500000`, on the page in the visitor's language. */
export function courtFeeAddress(values: { state: string; amount: number }, locale: Locale): string {
  return `${localizedPath(courtFeePath, locale)}?${new URLSearchParams({ state: values.state, amount: String(values.amount) })}`;
}

/**
 * The address of an arbitration fee: `?amount=2500000`, with the counter-claim and a tribunal of
 * three when chosen, on the page in the visitor's language.
 */
export function arbitrationAddress(
  values: { amount: number; counterClaim?: number | undefined; tribunal: Tribunal },
  locale: Locale,
): string {
  const query = new URLSearchParams({ amount: String(values.amount) });
  if (values.counterClaim !== undefined) query.set("counterClaim", String(values.counterClaim));
  if (values.tribunal !== DEFAULT_TRIBUNAL) query.set("tribunal", values.tribunal);
  return `${localizedPath(arbitrationPath, locale)}?${query}`;
}

/** Puts a calculation's address in the address bar without a navigation, keeping the router's history entry. */
export function showAddress(address: string): void {
  window.history.replaceState(window.history.state, "", address);
}

/** Field messages from an address, in the shape the form keeps its own (use-contract-form.ts), so they show beside their fields. */
export type AddressErrors<Name extends string> = Partial<Record<Name, { type: "address"; message: string }>>;
