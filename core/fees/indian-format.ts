import { type Rational, fromInteger, paiseToRupeeString, parseDecimal, toExactDecimalString } from "./money.ts";

// Indian grouping puts the first comma after three digits and every later one after two
// (1,00,00,000), which Intl.NumberFormat('en-IN') also does, but ICU data differs between Node
// builds and browsers; a hand-rolled grouping gives the same string everywhere.
function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  let head = digits.slice(0, -3);
  const groups: string[] = [];
  while (head.length > 2) {
    groups.unshift(head.slice(-2));
    head = head.slice(0, -2);
  }
  if (head.length > 0) groups.unshift(head);
  return `${groups.join(",")},${lastThree}`;
}

function groupDecimalString(text: string): string {
  const negative = text.startsWith("-");
  const body = negative ? text.slice(1) : text;
  const [whole = "0", fraction] = body.split(".");
  const grouped = groupIndianDigits(whole);
  return `${negative ? "-" : ""}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}

// An exact rupee amount with Indian grouping: whole rupees bare ("1,00,000"), otherwise at least
// two decimals and as many more as the exact value needs ("76.50", "0.025").
export function formatExactRupees(value: Rational): string {
  const exact = toExactDecimalString(value, value.den === 1n ? 0 : 2);
  if (exact === null) throw new RangeError("The amount has no finite decimal expansion.");
  return groupDecimalString(exact);
}

// Rupees given as a number, bigint or decimal string: 100000 -> "1,00,000", 76.5 -> "76.50".
export function formatIndianRupees(rupees: number | bigint | string): string {
  const value = typeof rupees === "bigint" ? fromInteger(rupees) : parseDecimal(rupees);
  return formatExactRupees(value);
}

// Paise to grouped rupees. By default always two decimals ("3,00,000.00"); with dropWholeDecimals
// a whole-rupee figure loses its ".00" ("3,00,000") while "76.50" keeps both places.
export function formatIndianPaise(paise: number | bigint, options: { readonly dropWholeDecimals?: boolean } = {}): string {
  const p = typeof paise === "bigint" ? paise : BigInt(paise);
  if (options.dropWholeDecimals === true && p % 100n === 0n) {
    return groupDecimalString((p / 100n).toString());
  }
  return groupDecimalString(paiseToRupeeString(p));
}

// For the legacy endpoints, whose body is a bare JSON number: 76.5, 150, 25475.2. Exact to the
// paisa below 10^15 paise (a double keeps 15 significant digits); the largest fee the tables give,
// 7.5% of MAX_AMOUNT, is 7.5e13 paise. Parsing the exact two-decimal string gives the double
// nearest to the true amount, so the JSON serialisation of the legacy number is the shortest exact
// decimal ("76.5").
export function legacyFeeNumber(paise: number | bigint): number {
  return Number(paiseToRupeeString(paise));
}

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
] as const;

const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"] as const;

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? "";
  const tens = TENS[Math.floor(n / 10)] ?? "";
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}-${ONES[ones] ?? ""}`;
}

// The Indian system: crore (1,00,00,000), lakh (1,00,000), thousand, hundred. Above 99 crore the
// count of crores is itself spelt in lakhs and thousands ("ten lakh crore").
function indianWords(n: bigint): string {
  if (n === 0n) return "";
  const parts: string[] = [];
  const crores = n / 10_000_000n;
  const rest = Number(n % 10_000_000n);
  if (crores > 0n) parts.push(`${indianWords(crores)} crore`);
  const lakhs = Math.floor(rest / 100_000);
  const thousands = Math.floor((rest % 100_000) / 1000);
  const hundreds = Math.floor((rest % 1000) / 100);
  const units = rest % 100;
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} thousand`);
  if (hundreds > 0) parts.push(`${belowHundred(hundreds)} hundred`);
  if (units > 0) parts.push(belowHundred(units));
  return parts.join(" ");
}

function wholeNumber(value: number | bigint): bigint {
  if (typeof value === "bigint") return value;
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Expected a whole number of rupees, got ${String(value)}.`);
  }
  return BigInt(value);
}

// 100000 -> "one lakh rupees"; 123456789 -> "twelve crore thirty-four lakh fifty-six thousand
// seven hundred eighty-nine rupees"; 1 -> "one rupee".
export function amountInWords(rupees: number | bigint): string {
  const n = wholeNumber(rupees);
  if (n < 0n) throw new RangeError("An amount in words cannot be negative.");
  if (n === 0n) return "zero rupees";
  return `${indianWords(n)} ${n === 1n ? "rupee" : "rupees"}`;
}

// Used by the engines to phrase a formula; kept here so every rupee string shares one grouping.
export function formatRupeeAmount(value: Rational): string {
  return value.num === value.den ? "Re 1" : `Rs ${formatExactRupees(value)}`;
}

export function formatPercent(pct: number): string {
  return `${toExactDecimalString(parseDecimal(pct)) ?? String(pct)}%`;
}

/** The languages a page writes rupees in. */
export type MoneyLanguage = "en" | "hi";

// The sign and the figure stay on one line: English keeps the spec's "₹ {fee}" with a no-break
// space, Hindi writes the glossary's "₹1,00,000", where no line may break between sign and digit.
const RUPEE_SIGN: Readonly<Record<MoneyLanguage, string>> = { en: "₹\u00a0", hi: "₹" };

/** A grouped figure as a page shows it: "₹ 3,320" in English, "₹3,320" in Hindi. */
export function rupeeFigure(grouped: string, language: MoneyLanguage): string {
  return `${RUPEE_SIGN[language]}${grouped}`;
}

// "Rs 2,832", "Rs. 2,832", "Re 1", "₹2,832" and "₹ 2,832": the forms the engines, the fee data and
// the translations write a rupee amount in.
const RUPEE_AMOUNT = /(?:\bRs\.?|\bRe\.?|₹)\s*(?=\d)/g;

/**
 * A sentence with its rupee amounts written in the page language's one form (rupeeFigure), so a
 * result reads "₹ 2,832" throughout, whether the words came from the engine, the fee data or a
 * translation, and no amount is broken from its sign at the end of a line.
 */
export function rupeesInText(text: string, language: MoneyLanguage): string {
  return text.replace(RUPEE_AMOUNT, RUPEE_SIGN[language]);
}
