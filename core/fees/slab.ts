import { formatPercent, formatRupeeAmount } from "./indian-format.ts";
import { type Rational, add, ceilOf, fromInteger, mul, parseDecimal, rational, sub } from "./money.ts";
import type { SlabRow } from "./schedule-types.ts";

// Row selection and the five modes, exactly as fees/schedules.json "conventions" define them;
// shared by the court-fee and arbitration engines so that both read a table the same way.

export type MeasuredOn = "excess" | "whole" | "none";

export interface RowEvaluation {
  // The row's fee, exact (fractions of a paisa kept).
  readonly exact: Rational;
  // Units counted after "or part thereof" (per-unit modes only).
  readonly units: number | null;
  // The rupees the formula measures: the excess over `from`, or the whole value.
  readonly portion: number | null;
  readonly measuredOn: MeasuredOn;
  readonly formula: string;
}

// A row applies when from < v <= upTo, so a value on a boundary belongs to the lower row; the
// first row alone also takes v = from (0, or Rs 1,00,000 for Sikkim). -1 when no row applies.
export function selectRowIndex(slabs: readonly SlabRow[], value: number): number {
  return slabs.findIndex((row, index) => (index === 0 ? value >= row.from : value > row.from) && (row.upTo === null || value <= row.upTo));
}

function rs(value: Rational): string {
  return formatRupeeAmount(value);
}

function rangeText(row: SlabRow): string {
  const from = rs(parseDecimal(row.from));
  if (row.upTo === null) return `above ${from}`;
  const upTo = rs(parseDecimal(row.upTo));
  return row.from === 0 ? `not exceeding ${upTo}` : `above ${from} up to ${upTo}`;
}

function unitsText(units: bigint): string {
  return `${units.toString()} ${units === 1n ? "unit" : "units"}`;
}

export function evaluateRow(row: SlabRow, value: number): RowEvaluation {
  const v = fromInteger(value);
  const from = parseDecimal(row.from);
  switch (row.mode) {
    case "flat": {
      const fee = parseDecimal(row.fee);
      return {
        exact: fee,
        units: null,
        portion: null,
        measuredOn: "none",
        formula: `Fixed fee for a value ${rangeText(row)}: ${rs(fee)}`,
      };
    }
    case "per_unit_excess": {
      const base = parseDecimal(row.base);
      const rate = parseDecimal(row.rate);
      const unit = parseDecimal(row.unit);
      const excess = sub(v, from);
      const units = ceilOf(mul(excess, rational(unit.den, unit.num)));
      const exact = add(base, mul(rate, rational(units)));
      if (row.from === 0 && row.base === 0) {
        return {
          exact,
          units: Number(units),
          portion: value,
          measuredOn: "excess",
          formula:
            `${rs(rate)} for every ${rs(unit)}, or part thereof: ${rs(v)} is ${unitsText(units)}, ` +
            `so ${units.toString()} × ${rs(rate)} = ${rs(exact)}`,
        };
      }
      return {
        exact,
        units: Number(units),
        portion: Number(excess.num / excess.den),
        measuredOn: "excess",
        formula:
          `${rs(base)} plus ${rs(rate)} for every ${rs(unit)}, or part thereof, in excess of ` +
          `${rs(from)}: ${rs(excess)} in excess is ${unitsText(units)}, so ` +
          `${rs(base)} + ${units.toString()} × ${rs(rate)} = ${rs(exact)}`,
      };
    }
    case "per_unit_whole": {
      const rate = parseDecimal(row.rate);
      const unit = parseDecimal(row.unit);
      const units = ceilOf(mul(v, rational(unit.den, unit.num)));
      const exact = mul(rate, rational(units));
      return {
        exact,
        units: Number(units),
        portion: value,
        measuredOn: "whole",
        formula:
          `${rs(rate)} for every ${rs(unit)}, or part thereof, of the whole value: ` +
          `${rs(v)} is ${unitsText(units)}, so ${units.toString()} × ${rs(rate)} = ${rs(exact)}`,
      };
    }
    case "pct_excess": {
      const base = parseDecimal(row.base);
      const excess = sub(v, from);
      const exact = add(base, mul(parseDecimal(row.pct), mul(excess, rational(1n, 100n))));
      if (row.from === 0 && row.base === 0) {
        return {
          exact,
          units: null,
          portion: value,
          measuredOn: "excess",
          formula: `${formatPercent(row.pct)} of the value: ` + `${formatPercent(row.pct)} × ${rs(v)} = ${rs(exact)}`,
        };
      }
      return {
        exact,
        units: null,
        portion: Number(excess.num / excess.den),
        measuredOn: "excess",
        formula:
          `${rs(base)} plus ${formatPercent(row.pct)} of the value in excess of ${rs(from)}: ` +
          `${rs(base)} + ${formatPercent(row.pct)} × ${rs(excess)} = ${rs(exact)}`,
      };
    }
    case "pct_whole": {
      const exact = mul(parseDecimal(row.pct), mul(v, rational(1n, 100n)));
      return {
        exact,
        units: null,
        portion: value,
        measuredOn: "whole",
        formula: `${formatPercent(row.pct)} of the whole value: ` + `${formatPercent(row.pct)} × ${rs(v)} = ${rs(exact)}`,
      };
    }
  }
}
