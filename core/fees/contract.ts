import * as z from "zod/mini";
import type { ArbitrationOk, ArbitrationPart, ArbitrationRefusal } from "./arbitration-fee.ts";
import type { AdjustmentStep, Citation, CourtFeeOk, CourtFeeRefusal, SlabStep } from "./court-fee.ts";
import type { JurisdictionSummary, LegacyStateList } from "./jurisdictions.ts";
import { toInternationalDigits } from "./hindi-words.ts";
import { MAX_AMOUNT } from "./limits.ts";
import type { Money } from "./money.ts";
import type { SlabRow } from "./schedule-types.ts";
import { DEFAULT_TRIBUNAL, TRIBUNALS } from "./tribunal.ts";

// zod probes for eval (new Function) to compile faster object parsers. The site's CSP forbids eval,
// and in the browser the probe alone is reported as a violation; these small bodies parse fast
// enough without it. Set here, before any schema below is built, so no import order can undo it.
z.config({ jitless: true });

// One contract for the server (request parsing, response checks) and the forms, so a message shown
// in the browser is the message the API returns. Written with zod's functional build (zod/mini):
// the same schemas, parsed by the same core, at a fraction of the bytes a calculator page sends.

// Re-exported so that server and forms take the bound from the contract they already import.
// Rs 10,00,000 crore: see limits.ts for why this bound keeps every fee exact and safe.
export { MAX_AMOUNT };
export { DEFAULT_TRIBUNAL, TRIBUNALS, isTribunal, type Tribunal } from "./tribunal.ts";

export const MESSAGES = {
  stateRequired: "State is required",
  amountRequired: "Amount is required",
  amountPositive: "Amount must be greater than 0",
  amountWhole: "Enter the amount in whole rupees, without commas, dots or spaces",
  amountTooLarge: "Amount must be at most Rs 10,00,000 crore",
  jurisdictionRequired: "Jurisdiction is required",
  bodyNotObject: "The request body must be a JSON object",
  tribunal: `Tribunal must be ${TRIBUNALS.map((tribunal) => `'${tribunal}'`).join(" or ")}`,
} as const;

// The unknown keys are client text of any length and content, so they are not named back; the
// sentence lists the fields the address does take, which are ours.
function unexpectedFields(keys: readonly string[], allowed: readonly string[]): string {
  return `The request has ${keys.length === 1 ? "a field" : "fields"} this address does not take; send only ${allowed.join(", ")}.`;
}

// Messages for the object itself (not its fields): extra keys, or a body that is not an object.
const strictBody = {
  error: (issue: z.core.$ZodRawIssue): string | undefined => {
    if (issue.code === "unrecognized_keys") {
      const shape = (issue.inst as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape ?? {};
      return unexpectedFields(issue.keys, Object.keys(shape));
    }
    if (issue.code === "invalid_type") return MESSAGES.bodyNotObject;
    return undefined;
  },
};

// Whole rupees, > 0, <= MAX_AMOUNT. `label` names the field in the messages ("Amount",
// "Counter-claim"), so the SPEC's "Amount ..." messages come out word for word.
export function wholeRupeesSchema(label: string) {
  const required = `${label} is required`;
  const tooLarge = `${label} must be at most Rs 10,00,000 crore`;
  return z
    .int({
      error: (issue) => {
        if (issue.input === undefined) return required;
        if (issue.code === "too_big") return tooLarge;
        return `Enter the ${label.toLowerCase()} in whole rupees, without commas, dots or spaces`;
      },
    })
    .check(z.positive({ error: `${label} must be greater than 0` }), z.maximum(MAX_AMOUNT, { error: tooLarge }));
}

export const amountSchema = wholeRupeesSchema("Amount");
export const counterClaimSchema = wholeRupeesSchema("Counter-claim");

// The API and a result address may leave the tribunal out; the form always names one.
const tribunalSchema = z._default(z.enum(TRIBUNALS, { error: MESSAGES.tribunal }), DEFAULT_TRIBUNAL);

const stateSchema = z.string({ error: MESSAGES.stateRequired }).check(z.trim(), z.minLength(1, { error: MESSAGES.stateRequired }));

// ---- Legacy endpoints (shapes fixed by the SPEC) -------------------------------------------

// POST /PHP/api/CourtFeeCalculation.php. statecode is the two-letter id (index 0 of the state
// list entry); statename is its name (index 2). The code decides (resolveLegacyJurisdiction).
export const legacyCourtFeeRequestSchema = z.strictObject(
  { amount: amountSchema, statename: stateSchema, statecode: stateSchema },
  strictBody,
);

// POST /PHP/api/ArbitrationFeeCalculation.php.
export const legacyArbitrationRequestSchema = z.strictObject({ amount: amountSchema }, strictBody);

// Both legacy fee endpoints answer with a bare JSON number of rupees, paise kept (76.5).
export const legacyFeeResponseSchema = z.number().check(z.nonnegative());

// GET /PHP/api/state.php: keyed by the two-letter id; [code, unused, name].
export const legacyStateListSchema = z.record(
  z.string(),
  z.tuple([z.string(), z.string(), z.string()]),
) satisfies z.ZodMiniType<LegacyStateList>;

// Every 4xx body: { error: <plain sentence>, ...anything else the server adds }.
export const apiErrorSchema = z.looseObject({ error: z.string().check(z.minLength(1)) });

// ---- Rich endpoints -------------------------------------------------------------------------

export const courtFeeRequestSchema = z.strictObject(
  {
    jurisdiction: z
      .string({ error: MESSAGES.jurisdictionRequired })
      .check(z.trim(), z.minLength(1, { error: MESSAGES.jurisdictionRequired })),
    amount: amountSchema,
  },
  strictBody,
);

export const arbitrationRequestSchema = z.strictObject(
  {
    amount: amountSchema,
    counterClaim: z.optional(counterClaimSchema),
    tribunal: tribunalSchema,
  },
  strictBody,
);

const confidenceSchema = z.enum(["high", "medium", "low", "none"]);
const statusSchema = z.enum(["available", "partial", "unavailable"]);

export const jurisdictionSummarySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  type: z.enum(["state", "union territory"]),
  status: statusSchema,
  confidence: confidenceSchema,
  statute: z.string(),
  validFrom: z.nullable(z.number()),
  validUpTo: z.nullable(z.number()),
}) satisfies z.ZodMiniType<JurisdictionSummary>;

export const jurisdictionListSchema = z.array(jurisdictionSummarySchema);

const moneySchema = z.strictObject({
  paise: z.int().check(z.nonnegative()),
  rupees: z.string().check(z.regex(/^\d+\.\d{2}$/)),
}) satisfies z.ZodMiniType<Money>;

const rowCommon = {
  from: z.number(),
  upTo: z.nullable(z.number()),
  confidence: confidenceSchema,
  evidence: z.string(),
  note: z.optional(z.string()),
};

export const slabRowSchema = z.discriminatedUnion("mode", [
  z.strictObject({ ...rowCommon, mode: z.literal("flat"), fee: z.number(), rounding: z.literal("none") }),
  z.strictObject({
    ...rowCommon,
    mode: z.literal("per_unit_excess"),
    base: z.number(),
    rate: z.number(),
    unit: z.number(),
    rounding: z.literal("ceil"),
  }),
  z.strictObject({
    ...rowCommon,
    mode: z.literal("per_unit_whole"),
    rate: z.number(),
    unit: z.number(),
    rounding: z.literal("ceil"),
  }),
  z.strictObject({
    ...rowCommon,
    mode: z.literal("pct_excess"),
    base: z.number(),
    pct: z.number(),
    rounding: z.literal("none"),
  }),
  z.strictObject({ ...rowCommon, mode: z.literal("pct_whole"), pct: z.number(), rounding: z.literal("none") }),
]) satisfies z.ZodMiniType<SlabRow>;

const citationSchema = z.strictObject({
  statute: z.string(),
  article: z.nullable(z.string()),
  effectiveNote: z.string(),
  asOf: z.string(),
}) satisfies z.ZodMiniType<Citation>;

const slabStepSchema = z.strictObject({
  kind: z.literal("slab"),
  rowIndex: z.int().check(z.nonnegative()),
  row: slabRowSchema,
  measuredOn: z.enum(["excess", "whole", "none"]),
  portion: z.nullable(z.number()),
  units: z.nullable(z.int()),
  formula: z.string(),
  exactRupees: z.string(),
  amount: moneySchema,
}) satisfies z.ZodMiniType<SlabStep>;

const adjustmentStepSchema = z.strictObject({
  kind: z.enum(["fee_rounding", "min_fee", "max_fee", "paisa_rounding"]),
  description: z.string(),
  beforeRupees: z.string(),
  afterRupees: z.string(),
}) satisfies z.ZodMiniType<AdjustmentStep>;

export const courtFeeOkSchema = z.strictObject({
  ok: z.literal(true),
  jurisdiction: jurisdictionSummarySchema,
  status: statusSchema,
  value: z.int().check(z.positive()),
  feePaise: z.int().check(z.nonnegative()),
  feeRupees: z.string(),
  feeDisplay: z.string(),
  breakdown: z.array(z.union([slabStepSchema, adjustmentStepSchema])),
  confidence: confidenceSchema,
  confidenceBasis: z.enum(["row", "cap"]),
  entryConfidence: confidenceSchema,
  capApplied: z.boolean(),
  notice: z.nullable(z.string()),
  citation: citationSchema,
  warnings: z.array(z.string()),
  sources: z.array(z.string()),
}) satisfies z.ZodMiniType<CourtFeeOk>;

export const courtFeeRefusalSchema = z.strictObject({
  ok: z.literal(false),
  reason: z.enum(["unavailable", "below_range", "above_range", "unknown_jurisdiction", "invalid_amount"]),
  message: z.string(),
  jurisdiction: z.nullable(jurisdictionSummarySchema),
  citation: z.nullable(citationSchema),
  warnings: z.array(z.string()),
  sources: z.array(z.string()),
}) satisfies z.ZodMiniType<CourtFeeRefusal>;

export const courtFeeResponseSchema = z.discriminatedUnion("ok", [courtFeeOkSchema, courtFeeRefusalSchema]);

const arbitrationPartSchema = z.strictObject({
  sumInDispute: z.int().check(z.positive()),
  rowIndex: z.int().check(z.nonnegative()),
  row: slabRowSchema,
  formula: z.string(),
  slabFeeExactRupees: z.string(),
  slabFee: moneySchema,
  ceilingApplied: z.boolean(),
  fee: moneySchema,
  slab5Reading: z.boolean(),
}) satisfies z.ZodMiniType<ArbitrationPart>;

export const arbitrationOkSchema = z.strictObject({
  ok: z.literal(true),
  tribunal: z.enum(TRIBUNALS),
  amount: z.int().check(z.positive()),
  counterClaim: z.nullable(z.int().check(z.positive())),
  claim: arbitrationPartSchema,
  counterClaimPart: z.nullable(arbitrationPartSchema),
  perArbitrator: moneySchema,
  soleArbitrator: moneySchema,
  tribunalTotal: moneySchema,
  applicable: moneySchema,
  confidence: confidenceSchema,
  citation: z.strictObject({
    statute: z.string(),
    basis: z.string(),
    effectiveNote: z.string(),
    asOf: z.string(),
  }),
  notes: z.array(z.string()),
  sources: z.array(z.string()),
}) satisfies z.ZodMiniType<ArbitrationOk>;

export const arbitrationRefusalSchema = z.strictObject({
  ok: z.literal(false),
  reason: z.literal("invalid_amount"),
  message: z.string(),
}) satisfies z.ZodMiniType<ArbitrationRefusal>;

export const arbitrationResponseSchema = z.discriminatedUnion("ok", [arbitrationOkSchema, arbitrationRefusalSchema]);

// ---- Forms (SPEC section 5) -----------------------------------------------------------------

// Form inputs arrive as text, or as NaN from a number input left empty. Empty means "required";
// a plain decimal is converted so that "0", "-5" and "12.5" get their own messages; anything else
// ("1,00,000", "1e5") stays text and fails as not whole rupees.
function formAmountInput(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "number") return Number.isNaN(value) ? undefined : value;
  if (typeof value !== "string") return value;
  // Typed on a Hindi keyboard, "१००००००" is the same number: the forms and result addresses accept it.
  const text = toInternationalDigits(value.trim());
  if (text === "") return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

const formAmountSchema = z.pipe(z.transform(formAmountInput), amountSchema);

// The counter-claim is optional: an empty field means none, anything else is read as the amount is.
const formCounterClaimSchema = z.pipe(z.transform(formAmountInput), z.optional(counterClaimSchema));

// An empty tribunal (a result address with `tribunal=`) means the default, as an absent one does.
const formTribunalSchema = z.pipe(
  z.transform((value: unknown) => (value === "" || value === null ? undefined : value)),
  tribunalSchema,
);

export const courtFeeFormSchema = z.object({
  state: stateSchema,
  amount_Court: formAmountSchema,
});

export const arbitrationFormSchema = z.object({
  amount_Arbitration: formAmountSchema,
  counterClaim: formCounterClaimSchema,
  tribunal: formTribunalSchema,
});

export type LegacyCourtFeeRequest = z.infer<typeof legacyCourtFeeRequestSchema>;
export type LegacyArbitrationRequest = z.infer<typeof legacyArbitrationRequestSchema>;
export type CourtFeeRequest = z.infer<typeof courtFeeRequestSchema>;
export type ArbitrationRequest = z.infer<typeof arbitrationRequestSchema>;
export type CourtFeeFormValues = z.infer<typeof courtFeeFormSchema>;
export type CourtFeeFormInput = z.input<typeof courtFeeFormSchema>;
export type ArbitrationFormValues = z.infer<typeof arbitrationFormSchema>;
export type ArbitrationFormInput = z.input<typeof arbitrationFormSchema>;
