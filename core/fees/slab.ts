import { type FeeLanguage, type FeeWords, FEE_WORDS } from "./fee-wording.ts";
import { formatIndianRupees, formatPercent } from "./indian-format.ts";
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

function rangeText(row: SlabRow, words: FeeWords): string {
  const from = words.rupees(parseDecimal(row.from));
  if (row.upTo === null) return words.above(from);
  const upTo = words.rupees(parseDecimal(row.upTo));
  return row.from === 0 ? words.notExceeding(upTo) : words.between(from, upTo);
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
export function evaluateRow(row: SlabRow, value: number, language: FeeLanguage = "en"): RowEvaluation {
  const figure = rowFee(row, value);
  return { ...figure, formula: rowFormula(row, value, figure, language) };
}

/** The sentence that shows how a row reached its figure (`rowFee`), in the language's template (fee-wording.ts). */
export function rowFormula(row: SlabRow, value: number, { exact, units }: RowFee, language: FeeLanguage = "en"): string {
  const words = FEE_WORDS[language];
  const rs = words.rupees;
  const v = fromInteger(value);
  const from = constant(row.from);
  // Grouped the Indian way, as the rupees are: "9,980 units".
  const count = formatIndianRupees(BigInt(units ?? 0));
  switch (row.mode) {
    case "flat":
      return words.flat(rangeText(row, words), rs(exact));
    case "per_unit_excess": {
      const figures = { rate: rs(constant(row.rate)), unit: rs(constant(row.unit)), value: rs(v), count, fee: rs(exact) };
      if (row.from === 0 && row.base === 0) return words.perUnit(figures);
      return words.perUnitExcess({ ...figures, base: rs(constant(row.base)), from: rs(from), excess: rs(sub(v, from)) });
    }
    case "per_unit_whole":
      return words.perUnitWhole({ rate: rs(constant(row.rate)), unit: rs(constant(row.unit)), value: rs(v), count, fee: rs(exact) });
    case "pct_excess": {
      const pct = formatPercent(row.pct);
      if (row.from === 0 && row.base === 0) return words.percent({ pct, value: rs(v), fee: rs(exact) });
      return words.percentExcess({ pct, base: rs(constant(row.base)), from: rs(from), excess: rs(sub(v, from)), fee: rs(exact) });
    }
    case "pct_whole":
      return words.percentWhole({ pct: formatPercent(row.pct), value: rs(v), fee: rs(exact) });
  }
}
