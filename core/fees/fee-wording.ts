import { formatExactRupees, formatIndianPaise, formatRupeeAmount } from "./indian-format.ts";
import { type Rational, roundHalfUpToPaise } from "./money.ts";

/**
 * The sentences the engines write beside a figure (a slab row's working, an adjustment), one
 * template per language. The API answers in English (docs/decisions/0015); a Hindi page words the
 * same figures with the Hindi templates (result-in-language.ts).
 */
export type FeeLanguage = "en" | "hi";

/** What a row's sentence is made of, each amount already written in the language's form. */
export type UnitFigures = { rate: string; unit: string; value: string; count: string; fee: string };
export type ExcessUnitFigures = UnitFigures & { base: string; from: string; excess: string };
export type PercentFigures = { pct: string; value: string; fee: string };
export type ExcessPercentFigures = { pct: string; base: string; from: string; excess: string; fee: string };

export interface FeeWords {
  /** A rupee amount in a formula. */
  readonly rupees: (value: Rational) => string;
  /** A rupee amount in an adjustment's sentence. */
  readonly adjustmentRupees: (value: Rational) => string;
  readonly paise: (paise: bigint) => string;
  readonly notExceeding: (upTo: string) => string;
  readonly between: (from: string, upTo: string) => string;
  readonly above: (from: string) => string;
  readonly flat: (range: string, fee: string) => string;
  readonly perUnit: (f: UnitFigures) => string;
  readonly perUnitExcess: (f: ExcessUnitFigures) => string;
  readonly perUnitWhole: (f: UnitFigures) => string;
  readonly percent: (f: PercentFigures) => string;
  readonly percentExcess: (f: ExcessPercentFigures) => string;
  readonly percentWhole: (f: PercentFigures) => string;
  readonly feeRounding: (before: string, after: string) => string;
  readonly minimumFee: (before: string, after: string) => string;
  readonly maximumFee: (before: string, after: string) => string;
  readonly paisaRounding: (exact: string, shown: string) => string;
}

const units = (count: string) => `${count} ${count === "1" ? "unit" : "units"}`;

const english: FeeWords = {
  rupees: formatRupeeAmount,
  adjustmentRupees: (value) => `Rs ${formatExactRupees(value)}`,
  paise: (paise) => `Rs ${formatIndianPaise(paise)}`,
  notExceeding: (upTo) => `not exceeding ${upTo}`,
  between: (from, upTo) => `above ${from} up to ${upTo}`,
  above: (from) => `above ${from}`,
  flat: (range, fee) => `Fixed fee for a value ${range}: ${fee}`,
  perUnit: ({ rate, unit, value, count, fee }) =>
    `${rate} for every ${unit}, or part thereof: ${value} is ${units(count)}, so ${count} × ${rate} = ${fee}`,
  perUnitExcess: ({ base, rate, unit, from, excess, count, fee }) =>
    `${base} plus ${rate} for every ${unit}, or part thereof, in excess of ${from}: ${excess} in excess is ${units(count)}, so ` +
    `${base} + ${count} × ${rate} = ${fee}`,
  perUnitWhole: ({ rate, unit, value, count, fee }) =>
    `${rate} for every ${unit}, or part thereof, of the whole value: ${value} is ${units(count)}, so ${count} × ${rate} = ${fee}`,
  percent: ({ pct, value, fee }) => `${pct} of the value: ${pct} × ${value} = ${fee}`,
  percentExcess: ({ base, pct, from, excess, fee }) =>
    `${base} plus ${pct} of the value in excess of ${from}: ${base} + ${pct} × ${excess} = ${fee}`,
  percentWhole: ({ pct, value, fee }) => `${pct} of the whole value: ${pct} × ${value} = ${fee}`,
  feeRounding: (before, after) => `Any fraction of a rupee is rounded up to the next whole rupee: ${before} becomes ${after}.`,
  minimumFee: (before, after) => `The minimum fee of ${after} applies: ${before} becomes ${after}.`,
  maximumFee: (before, after) => `The maximum fee of ${after} applies: ${before} becomes ${after}.`,
  paisaRounding: (exact, shown) => `The exact fee of ${exact} is shown rounded half up to the paisa: ${shown}.`,
};

// The glossary's form (shared/hindi/glossary.md 9.2): "₹" directly before the grouped figure.
const hindiRupees = (value: Rational) => `₹${formatExactRupees(value)}`;

const hindi: FeeWords = {
  rupees: hindiRupees,
  adjustmentRupees: hindiRupees,
  paise: (paise) => `₹${formatIndianPaise(paise)}`,
  notExceeding: (upTo) => `${upTo} तक`,
  between: (from, upTo) => `${from} से अधिक और ${upTo} तक`,
  above: (from) => `${from} से अधिक`,
  flat: (range, fee) => `${range} के मूल्य पर नियत फीस: ${fee}`,
  perUnit: ({ rate, unit, value, count, fee }) =>
    `हर ${unit} या उसके भाग पर ${rate}: ${value} = ${count} भाग, इसलिए ${count} × ${rate} = ${fee}`,
  // "₹2,832, और … अतिरिक्त": the base is a fee, not a second threshold; the excess is a राशि.
  perUnitExcess: ({ base, rate, unit, from, excess, count, fee }) =>
    `${base}, और ${from} से ऊपर की राशि के हर ${unit} या उसके भाग पर ${rate} अतिरिक्त: ${from} से ऊपर की राशि ${excess} = ${count} भाग, इसलिए ` +
    `${base} + ${count} × ${rate} = ${fee}`,
  perUnitWhole: ({ rate, unit, value, count, fee }) =>
    `पूरे मूल्य के हर ${unit} या उसके भाग पर ${rate}: ${value} = ${count} भाग, इसलिए ${count} × ${rate} = ${fee}`,
  percent: ({ pct, value, fee }) => `मूल्य का ${pct}: ${pct} × ${value} = ${fee}`,
  percentExcess: ({ base, pct, from, excess, fee }) =>
    `${base}, और ${from} से ऊपर की राशि का ${pct} अतिरिक्त: ${base} + ${pct} × ${excess} = ${fee}`,
  percentWhole: ({ pct, value, fee }) => `पूरे मूल्य का ${pct}: ${pct} × ${value} = ${fee}`,
  feeRounding: (before, after) => `रुपए का कोई भी अंश अगले पूरे रुपए तक बढ़ाया जाता है: ${before} के स्थान पर ${after}।`,
  minimumFee: (before, after) => `${after} की न्यूनतम फीस लागू होती है: ${before} के स्थान पर ${after}।`,
  maximumFee: (before, after) => `${after} की अधिकतम फीस लागू होती है: ${before} के स्थान पर ${after}।`,
  paisaRounding: (exact, shown) => `${exact} की सटीक फीस को निकटतम पैसे तक (आधा पैसा हो तो ऊपर) पूर्णांकित करके दिखाया गया है: ${shown}।`,
};

export const FEE_WORDS: Readonly<Record<FeeLanguage, FeeWords>> = { en: english, hi: hindi };

/** What an adjustment of the court-fee engine did to the figure. */
export type AdjustmentKind = "fee_rounding" | "min_fee" | "max_fee" | "paisa_rounding";

/** An adjustment's sentence, from the amounts before and after it (the same for the paisa rounding). */
export function adjustmentSentence(kind: AdjustmentKind, before: Rational, after: Rational, language: FeeLanguage = "en"): string {
  const words = FEE_WORDS[language];
  const [was, now] = [words.adjustmentRupees(before), words.adjustmentRupees(after)];
  switch (kind) {
    case "fee_rounding":
      return words.feeRounding(was, now);
    case "min_fee":
      return words.minimumFee(was, now);
    case "max_fee":
      return words.maximumFee(was, now);
    case "paisa_rounding":
      return words.paisaRounding(was, words.paise(roundHalfUpToPaise(before)));
  }
}
