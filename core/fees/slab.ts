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

/** The row's figure without its wording: what a caller that reports only the fee needs. */
export type RowFee = Omit<RowEvaluation, "formula">;

// The tables' numbers are read into exact rationals once, not on every computation: parsing them
// was the largest share of the fee API's own work (npm run bench:api). Only numbers of the shipped
// tables reach this, so the memo is bounded by the data.
const parsedConstants = new Map<number, Rational>();
function constant(value: number): Rational {
  let parsed = parsedConstants.get(value);
  if (parsed === undefined) {
    parsed = parseDecimal(value);
    parsedConstants.set(value, parsed);
  }
  return parsed;
}

const PERCENT = rational(1n, 100n);

export function rowFee(row: SlabRow, value: number): RowFee {
  const v = fromInteger(value);
  switch (row.mode) {
    case "flat":
      return { exact: constant(row.fee), units: null, portion: null, measuredOn: "none" };
    case "per_unit_excess": {
      const unit = constant(row.unit);
      const excess = sub(v, constant(row.from));
      const units = ceilOf(mul(excess, rational(unit.den, unit.num)));
      const exact = add(constant(row.base), mul(constant(row.rate), rational(units)));
      const portion = row.from === 0 && row.base === 0 ? value : Number(excess.num / excess.den);
      return { exact, units: Number(units), portion, measuredOn: "excess" };
    }
    case "per_unit_whole": {
      const unit = constant(row.unit);
      const units = ceilOf(mul(v, rational(unit.den, unit.num)));
      return { exact: mul(constant(row.rate), rational(units)), units: Number(units), portion: value, measuredOn: "whole" };
    }
    case "pct_excess": {
      const excess = sub(v, constant(row.from));
      const exact = add(constant(row.base), mul(constant(row.pct), mul(excess, PERCENT)));
      const portion = row.from === 0 && row.base === 0 ? value : Number(excess.num / excess.den);
      return { exact, units: null, portion, measuredOn: "excess" };
    }
    case "pct_whole":
      return { exact: mul(constant(row.pct), mul(v, PERCENT)), units: null, portion: value, measuredOn: "whole" };
  }
}

/** The row's figure and the sentence that shows how it was reached. */
export function evaluateRow(row: SlabRow, value: number): RowEvaluation {
  const figure = rowFee(row, value);
  return { ...figure, formula: rowFormula(row, value, figure) };
}

/** The sentence that shows how a row reached its figure (`rowFee`). */
export function rowFormula(row: SlabRow, value: number, { exact, units }: RowFee): string {
  const v = fromInteger(value);
  const from = constant(row.from);
  const count = BigInt(units ?? 0);
  switch (row.mode) {
    case "flat":
      return `Fixed fee for a value ${rangeText(row)}: ${rs(exact)}`;
    case "per_unit_excess": {
      const base = constant(row.base);
      const rate = constant(row.rate);
      const unit = constant(row.unit);
      if (row.from === 0 && row.base === 0) {
        return (
          `${rs(rate)} for every ${rs(unit)}, or part thereof: ${rs(v)} is ${unitsText(count)}, ` +
          `so ${count.toString()} × ${rs(rate)} = ${rs(exact)}`
        );
      }
      return (
        `${rs(base)} plus ${rs(rate)} for every ${rs(unit)}, or part thereof, in excess of ` +
        `${rs(from)}: ${rs(sub(v, from))} in excess is ${unitsText(count)}, so ` +
        `${rs(base)} + ${count.toString()} × ${rs(rate)} = ${rs(exact)}`
      );
    }
    case "per_unit_whole": {
      const rate = constant(row.rate);
      return (
        `${rs(rate)} for every ${rs(constant(row.unit))}, or part thereof, of the whole value: ` +
        `${rs(v)} is ${unitsText(count)}, so ${count.toString()} × ${rs(rate)} = ${rs(exact)}`
      );
    }
    case "pct_excess": {
      if (row.from === 0 && row.base === 0) {
        return `${formatPercent(row.pct)} of the value: ` + `${formatPercent(row.pct)} × ${rs(v)} = ${rs(exact)}`;
      }
      const base = constant(row.base);
      return (
        `${rs(base)} plus ${formatPercent(row.pct)} of the value in excess of ${rs(from)}: ` +
        `${rs(base)} + ${formatPercent(row.pct)} × ${rs(sub(v, from))} = ${rs(exact)}`
      );
    }
    case "pct_whole":
      return `${formatPercent(row.pct)} of the whole value: ` + `${formatPercent(row.pct)} × ${rs(v)} = ${rs(exact)}`;
  }
}
