import { computeArbitrationFee } from "../../../core/fees/arbitration-fee";
import { MESSAGES, arbitrationFormSchema, counterClaimSchema, courtFeeFormSchema } from "../../../core/fees/contract";
import { computeCourtFee } from "../../../core/fees/court-fee";
import { getJurisdiction } from "../../../core/fees/jurisdictions";
import type { ArbitrationResult, CourtFeeRefusal, CourtFeeResult } from "~/lib/fee-api";
import type { CourtFeeOutcome } from "./court-fee-form";
import {
  type AddressErrors,
  type ArbitrationAddressValues,
  type CourtFeeAddressValues,
  emptyArbitrationValues,
  emptyCourtFeeValues,
} from "./result-address";

// Read from a page's address by its route loader: at build time (no query, nothing computed) and by
// the server for a result address. The figures come from the same engine and contract as the API.

export type CourtFeeFromAddress = {
  values: CourtFeeAddressValues;
  errors: AddressErrors<"state" | "amount_Court"> | null;
  outcome: CourtFeeOutcome | null;
};

export type ArbitrationFromAddress = {
  values: ArbitrationAddressValues;
  errors: AddressErrors<"amount_Arbitration" | "counterClaim" | "tribunal"> | null;
  result: ArbitrationResult | null;
};

const message = (text: string) => ({ type: "address" as const, message: text });
const firstMessage = (issues: readonly { path: readonly PropertyKey[]; message: string }[], field: string) =>
  issues.find((issue) => issue.path[0] === field)?.message;

/** Nothing in the query means the plain calculator; any of its fields means a calculation was asked for. */
function asked(query: URLSearchParams, fields: readonly string[]): boolean {
  return fields.some((field) => query.has(field));
}

export function courtFeeFromAddress(query: URLSearchParams): CourtFeeFromAddress {
  const values = { state: query.get("state") ?? "", amount: query.get("amount") ?? "" };
  if (!asked(query, ["state", "amount"])) return { values: emptyCourtFeeValues, errors: null, outcome: null };
  const parsed = courtFeeFormSchema.safeParse({ state: values.state, amount_Court: values.amount });
  // An unknown code leaves the State select on its placeholder, so it reads as no state chosen.
  const entry = getJurisdiction(values.state);
  const amountError = parsed.success ? undefined : firstMessage(parsed.error.issues, "amount_Court");
  const shown = { state: entry?.id ?? "", amount: values.amount };
  if (!parsed.success || !entry) {
    const errors = {
      ...(entry ? {} : { state: message(MESSAGES.stateRequired) }),
      ...(amountError ? { amount_Court: message(amountError) } : {}),
    };
    return { values: shown, errors, outcome: null };
  }
  const result = computeCourtFee(entry.id, parsed.data.amount_Court);
  // The engine's answers are the contract's shapes (checked with `satisfies` in core/fees/contract.ts), read-only.
  return {
    values: shown,
    errors: null,
    outcome: result.ok ? { kind: "fee", result: result as CourtFeeResult } : { kind: "refusal", refusal: result as CourtFeeRefusal },
  };
}

export function arbitrationFromAddress(query: URLSearchParams): ArbitrationFromAddress {
  if (!asked(query, ["amount", "counterClaim", "tribunal"])) return { values: emptyArbitrationValues, errors: null, result: null };
  const values = {
    amount: query.get("amount") ?? "",
    counterClaim: query.get("counterClaim") ?? "",
    tribunal: query.get("tribunal") || "sole",
  };
  const errors: NonNullable<ArbitrationFromAddress["errors"]> = {};
  const amount = arbitrationFormSchema.safeParse({ amount_Arbitration: values.amount });
  if (!amount.success) errors.amount_Arbitration = message(amount.error.issues[0]?.message ?? MESSAGES.amountRequired);
  // The counter-claim is optional: empty means none, anything else must be whole rupees.
  const counterText = values.counterClaim.trim();
  const counter = counterText === "" ? null : counterClaimSchema.safeParse(/^\d+$/.test(counterText) ? Number(counterText) : counterText);
  if (counter && !counter.success) errors.counterClaim = message(counter.error.issues[0]?.message ?? MESSAGES.amountRequired);
  const tribunal = values.tribunal === "sole" || values.tribunal === "three" ? values.tribunal : null;
  if (tribunal === null) errors.tribunal = message(MESSAGES.tribunal);
  const shown = { ...values, tribunal: tribunal ?? "sole" };
  if (!amount.success || (counter && !counter.success) || tribunal === null) return { values: shown, errors, result: null };
  const result = computeArbitrationFee({
    amount: amount.data.amount_Arbitration,
    counterClaim: counter?.success ? counter.data : undefined,
    tribunal,
  });
  return { values: shown, errors: null, result: result.ok ? (result as ArbitrationResult) : null };
}
