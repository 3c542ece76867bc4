import { computeArbitrationFee } from "../../../core/fees/arbitration-fee";
import { DEFAULT_TRIBUNAL, MESSAGES, arbitrationFormSchema, courtFeeFormSchema, isTribunal } from "../../../core/fees/contract";
import { computeCourtFee } from "../../../core/fees/court-fee";
import { getJurisdiction } from "../../../core/fees/jurisdictions";
import { arbitrationOkIn } from "../../../core/fees/arbitration-in-language";
import { courtFeeOkIn, courtFeeRefusalIn } from "../../../core/fees/result-in-language";
import type { Locale } from "~/lib/i18n/locale";
import type { ArbitrationOk } from "../../../core/fees/arbitration-fee";
import type { CourtFeeOutcome } from "./island/court-fee-form";
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
  result: ArbitrationOk | null;
};

const message = (text: string) => ({ type: "address" as const, message: text });
const firstMessage = (issues: readonly { path: readonly PropertyKey[]; message: string }[], field: string) =>
  issues.find((issue) => issue.path[0] === field)?.message;

/** Nothing in the query means the plain calculator; any of its fields means a calculation was asked for. */
function asked(query: URLSearchParams, fields: readonly string[]): boolean {
  return fields.some((field) => query.has(field));
}

/** The outcome is worded in the page's language, as the browser words the API's (app/lib/fee-api.ts). */
export function courtFeeFromAddress(query: URLSearchParams, locale: Locale): CourtFeeFromAddress {
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
  return {
    values: shown,
    errors: null,
    outcome: result.ok
      ? { kind: "fee", result: courtFeeOkIn(locale, result) }
      : { kind: "refusal", refusal: courtFeeRefusalIn(locale, result) },
  };
}

export function arbitrationFromAddress(query: URLSearchParams, locale: Locale): ArbitrationFromAddress {
  if (!asked(query, ["amount", "counterClaim", "tribunal"])) return { values: emptyArbitrationValues, errors: null, result: null };
  const values = {
    amount: query.get("amount") ?? "",
    counterClaim: query.get("counterClaim") ?? "",
    tribunal: query.get("tribunal") ?? "",
  };
  const parsed = arbitrationFormSchema.safeParse({
    amount_Arbitration: values.amount,
    counterClaim: values.counterClaim,
    tribunal: values.tribunal,
  });
  // A tribunal the address does not know leaves the choice on the default, with its message beside it.
  const shown = { ...values, tribunal: isTribunal(values.tribunal) ? values.tribunal : DEFAULT_TRIBUNAL };
  if (!parsed.success) {
    const errors: NonNullable<ArbitrationFromAddress["errors"]> = {};
    for (const field of ["amount_Arbitration", "counterClaim", "tribunal"] as const) {
      const text = firstMessage(parsed.error.issues, field);
      if (text) errors[field] = message(text);
    }
    return { values: shown, errors, result: null };
  }
  const { amount_Arbitration: amount, counterClaim, tribunal } = parsed.data;
  const result = computeArbitrationFee({ amount, counterClaim, tribunal });
  return { values: shown, errors: null, result: result.ok ? arbitrationOkIn(locale, result) : null };
}
