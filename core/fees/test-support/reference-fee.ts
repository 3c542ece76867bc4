import type { CourtFeeEntry, SlabRow } from "../schedule-types.ts";

// An independent, deliberately plain reading of fees/schedules.json "conventions", used by the
// tests to check the engine. It shares no code with the engine: amounts are bigint micro-rupees
// (Rs 0.000001), which hold every figure the data can produce exactly (rates have at most two
// decimals, percentages at most two, so pct/100 needs four), and its decimal parser is its own.

export const MICRO = 1_000_000n;

export function micro(value: number): bigint {
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(`reference: unexpected number ${text}`);
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length > 6) throw new Error(`reference: too many decimals in ${text}`);
  return BigInt(whole) * MICRO + BigInt(fraction.padEnd(6, "0"));
}

function whole(value: number): bigint {
  if (!Number.isSafeInteger(value)) throw new Error(`reference: expected an integer, got ${value}`);
  return BigInt(value);
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return a <= 0n ? 0n : (a + b - 1n) / b;
}

function percentOf(pct: number, rupees: bigint): bigint {
  const scaled = micro(pct) * rupees;
  if (scaled % 100n !== 0n) throw new Error("reference: percentage not exact in micro-rupees");
  return scaled / 100n;
}

export function referenceRowMicro(row: SlabRow, value: number): bigint {
  const v = whole(value);
  const from = whole(row.from);
  if (row.mode === "flat") return micro(row.fee);
  if (row.mode === "per_unit_excess") return micro(row.base) + micro(row.rate) * ceilDiv(v - from, whole(row.unit));
  if (row.mode === "per_unit_whole") return micro(row.rate) * ceilDiv(v, whole(row.unit));
  if (row.mode === "pct_excess") return micro(row.base) + percentOf(row.pct, v - from);
  return percentOf(row.pct, v);
}

export function referenceRow(rows: readonly SlabRow[], value: number): SlabRow | undefined {
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i];
    if (row === undefined) continue;
    const aboveFrom = i === 0 ? value >= row.from : value > row.from;
    const belowUpTo = row.upTo === null || value <= row.upTo;
    if (aboveFrom && belowUpTo) return row;
  }
  return undefined;
}

// null: the engine must refuse (unavailable, or outside the covered range).
export function referenceFeeMicro(entry: CourtFeeEntry, value: number): bigint | null {
  if (entry.status === "unavailable" || entry.validFrom === null) return null;
  if (value < entry.validFrom) return null;
  if (entry.validUpTo !== null && value > entry.validUpTo) return null;
  const row = referenceRow(entry.slabs, value);
  if (row === undefined) return null;
  let fee = referenceRowMicro(row, value);
  if (entry.feeRounding === "ceil_rupee") fee = ceilDiv(fee, MICRO) * MICRO;
  if (entry.minFee !== null && fee < micro(entry.minFee)) fee = micro(entry.minFee);
  if (entry.maxFee !== null && fee > micro(entry.maxFee)) fee = micro(entry.maxFee);
  return fee;
}

// Half up to the paisa (1 paisa = 10,000 micro-rupees); fees are never negative.
export function microToPaise(value: bigint): bigint {
  return (value + 5_000n) / 10_000n;
}

export function referenceFeePaise(entry: CourtFeeEntry, value: number): bigint | null {
  const fee = referenceFeeMicro(entry, value);
  return fee === null ? null : microToPaise(fee);
}

// "76.50" -> 7650n, from a decimal literal such as a vector's fee.
export function rupeesToPaise(value: number): bigint {
  const m = micro(value);
  if (m % 10_000n !== 0n) throw new Error(`reference: ${value} is not a whole number of paise`);
  return m / 10_000n;
}
