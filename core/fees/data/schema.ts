import { z } from "zod";
import type { ArbitrationVector, CourtFeeEntry, DiacSchedule, FeeVector, FourthSchedule, SlabRow } from "../schedule-types.ts";
import { compare } from "../money.ts";
import { evaluateRow } from "../slab.ts";

/**
 * The shape of the researched fee data: each file of `court-fees/` is one entry of the research's
 * `schedules.json` `courtFee` list, copied in as it is; `arbitration/` holds its `arbitration`
 * object. Validated when the engine loads, so a mistyped field or a table that does not join
 * stops the server and the build with the file and the row named.
 */

const confidence = z.enum(["high", "medium", "low", "none"]);
const status = z.enum(["available", "partial", "unavailable"]);
const rupees = z.number().finite().nonnegative();

const rowBase = {
  from: rupees,
  upTo: rupees.nullable(),
  confidence,
  evidence: z.string().min(1),
  note: z.string().optional(),
};

export const slabRowSchema = z.discriminatedUnion("mode", [
  z.strictObject({ ...rowBase, mode: z.literal("flat"), fee: rupees, rounding: z.literal("none") }),
  z.strictObject({
    ...rowBase,
    mode: z.literal("per_unit_excess"),
    base: rupees,
    rate: rupees,
    unit: rupees.positive(),
    rounding: z.literal("ceil"),
  }),
  z.strictObject({ ...rowBase, mode: z.literal("per_unit_whole"), rate: rupees, unit: rupees.positive(), rounding: z.literal("ceil") }),
  z.strictObject({ ...rowBase, mode: z.literal("pct_excess"), base: rupees, pct: rupees, rounding: z.literal("none") }),
  z.strictObject({ ...rowBase, mode: z.literal("pct_whole"), pct: rupees, rounding: z.literal("none") }),
]);

/**
 * Rows join: each starts where the previous ends, only the last may be unbounded, a row with a
 * base starts from the previous row's fee at its end (the research's `joins`), and no row starts
 * below the fee the previous one ended on (`monotonic`; within a row no mode can fall).
 */
export function slabJoinProblems(rows: readonly SlabRow[]): string[] {
  const problems: string[] = [];
  rows.forEach((row, i) => {
    if (row.upTo !== null && row.upTo <= row.from) problems.push(`row ${i}: upTo ${row.upTo} is not above from ${row.from}`);
    const previous = rows[i - 1];
    if (previous === undefined) return;
    if (previous.upTo === null) {
      problems.push(`row ${i}: follows row ${i - 1}, which has no upper bound`);
      return;
    }
    if (row.from !== previous.upTo) {
      problems.push(`row ${i}: from ${row.from} is not row ${i - 1}'s upTo ${previous.upTo}`);
      return;
    }
    if (!Number.isInteger(row.from)) return;
    const ended = evaluateRow(previous, previous.upTo).exact;
    const starts = evaluateRow(row, row.from).exact;
    if ((row.mode === "per_unit_excess" || row.mode === "pct_excess") && compare(starts, ended) !== 0) {
      problems.push(`row ${i}: base ${row.base} is not row ${i - 1}'s fee at ${previous.upTo}`);
    } else if (compare(starts, ended) < 0) {
      problems.push(`row ${i}: the fee falls below row ${i - 1}'s fee at ${previous.upTo}`);
    }
  });
  return problems;
}

const slabsSchema = z.array(slabRowSchema).superRefine((rows, context) => {
  for (const problem of slabJoinProblems(rows)) context.addIssue({ code: "custom", message: problem });
});

const feeVectorSchema = z.strictObject({
  value: rupees,
  fee: rupees,
  source: z.string().min(1),
  note: z.string().optional(),
  exact: z.boolean().optional(),
  why: z.string().optional(),
}) satisfies z.ZodType<FeeVector>;

/** Another entry's id whose table this one uses unchanged, instead of a second copy of it. */
const sharedScaleSchema = z.strictObject({ sameAs: z.string().regex(/^[A-Z]{2}$/) });

export const courtFeeFileSchema = z
  .strictObject({
    id: z.string().regex(/^[A-Z]{2}$/, "a two-letter code in capitals"),
    name: z.string().min(1),
    type: z.enum(["state", "union territory"]),
    status,
    confidence,
    statute: z.string().min(1),
    article: z.string().min(1).nullable(),
    effectiveNote: z.string().min(1),
    minFee: rupees.nullable(),
    maxFee: rupees.nullable(),
    // The research gives it only where there is a cap.
    maxFeeConfidence: confidence.nullable().optional(),
    feeRounding: z.enum(["none", "ceil_rupee"]),
    validFrom: rupees.nullable(),
    validUpTo: rupees.nullable(),
    slabs: z.union([slabsSchema, sharedScaleSchema]),
    warnings: z.array(z.string().min(1)),
    sources: z.array(z.string().min(1)),
    vectors: z.array(feeVectorSchema),
  })
  .superRefine((entry, context) => {
    const hasTable = !Array.isArray(entry.slabs) || entry.slabs.length > 0;
    if (entry.status === "unavailable" && hasTable)
      context.addIssue({ code: "custom", path: ["slabs"], message: "an unavailable entry has no table" });
    if (entry.status !== "unavailable" && !hasTable)
      context.addIssue({ code: "custom", path: ["slabs"], message: `an entry that is ${entry.status} needs its table` });
    if (entry.status !== "unavailable" && entry.validFrom === null)
      context.addIssue({ code: "custom", path: ["validFrom"], message: "a table needs the value it starts from" });
    if (entry.status === "available" && entry.validUpTo !== null)
      context.addIssue({ code: "custom", path: ["validUpTo"], message: "an available entry covers every value, so validUpTo is null" });
    if (entry.maxFee === null && entry.maxFeeConfidence != null)
      context.addIssue({ code: "custom", path: ["maxFeeConfidence"], message: "there is no cap to be confident of" });
  });

export type CourtFeeFile = z.infer<typeof courtFeeFileSchema>;

const arbitrationBase = {
  name: z.string().min(1),
  status,
  confidence,
  effectiveNote: z.string().min(1),
  basis: z.string().min(1),
  slabs: slabsSchema,
  ceilingPerArbitrator: rupees,
  ceilingCovers: z.string().min(1),
  soleArbitratorUplift: z.number().min(0).max(1),
  notes: z.array(z.string().min(1)),
  sources: z.array(z.string().min(1)),
};

export const fourthScheduleSchema = z.strictObject({
  ...arbitrationBase,
  statute: z.string().min(1),
  computation: z.array(z.string().min(1)),
}) satisfies z.ZodType<FourthSchedule>;

export const diacScheduleSchema = z.strictObject({
  ...arbitrationBase,
  rules: z.string().min(1),
  tribunal: z.string().min(1),
  adminCostPerParty: slabsSchema,
}) satisfies z.ZodType<DiacSchedule>;

export const arbitrationVectorsSchema = z.array(
  z.strictObject({
    schedule: z.enum(["fourthSchedule", "diac"]),
    basis: z.enum(["perArbitrator", "soleArbitrator", "tribunal"]),
    kind: z.enum(["value", "maximum"]),
    value: rupees.nullable(),
    fee: rupees,
    source: z.string().min(1),
    note: z.string().optional(),
  }),
) satisfies z.ZodType<readonly ArbitrationVector[]>;

/** The entry the engine reads: a shared scale resolved to the other entry's own rows. */
export function resolveSharedScales(files: readonly CourtFeeFile[]): CourtFeeEntry[] {
  const byId = new Map(files.map((file) => [file.id, file]));
  return files.map((file) => {
    const { slabs, maxFeeConfidence, ...rest } = file;
    let rows: readonly SlabRow[];
    if (Array.isArray(slabs)) rows = slabs;
    else {
      const other = byId.get(slabs.sameAs)?.slabs;
      if (!Array.isArray(other))
        throw new Error(`core/fees/data/court-fees/${file.id}.json: slabs.sameAs "${slabs.sameAs}" names no entry with a table of its own`);
      rows = other;
    }
    return { ...rest, maxFeeConfidence: maxFeeConfidence ?? null, slabs: rows };
  });
}
