// Exact fee arithmetic. Binary floating point cannot hold 12.2 or 0.07, so a ceil or an equality
// test on a float fee goes wrong (0.07 * 100 is 7.000000000000001; 12.2 * 19 is
// 231.79999999999998). Every amount is therefore a rational number of rupees held as two bigints:
// values run to Rs 1e13 and, multiplied by a scaled rate, leave the safe-integer range.
//
// Rounding policy: a computation keeps its exact value (fractions of a paisa included) until the
// figure is reported; the reported figure is rounded half up to the paisa (the statutes keep paise
// and state no rounding for percentage rows, so this only affects display). Tamil Nadu's
// 'ceil_rupee' is a statutory rounding and is applied to the exact value before min and max.

export interface Rational {
  readonly num: bigint;
  // Always positive and coprime with num.
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

export function rational(num: bigint, den: bigint = 1n): Rational {
  if (den === 0n) throw new RangeError("A rational number cannot have a zero denominator.");
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den);
  const divisor = g === 0n ? 1n : g;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export function fromInteger(value: number | bigint): Rational {
  if (typeof value === "bigint") return rational(value);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Expected a safe integer, got ${String(value)}.`);
  }
  return rational(BigInt(value));
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

// A JS number is read through String(), which yields the shortest decimal that round-trips to the
// same double: for a literal such as 12.2 or 0.375 in the data, that is exactly the literal.
export function parseDecimal(value: number | string): Rational {
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new RangeError(`Expected a finite number, got ${String(value)}.`);
  }
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (match === null) throw new RangeError(`Not a decimal number: "${text}".`);
  const [, sign, whole = "0", fraction = "", exponent = "0"] = match;
  let num = BigInt(whole + fraction);
  let den = 10n ** BigInt(fraction.length);
  const exp = BigInt(exponent);
  if (exp > 0n) num *= 10n ** exp;
  if (exp < 0n) den *= 10n ** -exp;
  return rational(sign === "-" ? -num : num, den);
}

export function add(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

export function div(a: Rational, b: Rational): Rational {
  if (b.num === 0n) throw new RangeError("Division by zero.");
  return rational(a.num * b.den, a.den * b.num);
}

export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

export function minOf(a: Rational, b: Rational): Rational {
  return compare(a, b) <= 0 ? a : b;
}

export function isInteger(a: Rational): boolean {
  return a.den === 1n;
}

// bigint division truncates toward zero; fees are never negative, but the helpers stay correct
// for negative values so that a difference of two fees can be rounded too.
export function floorOf(a: Rational): bigint {
  const q = a.num / a.den;
  return a.num < 0n && q * a.den !== a.num ? q - 1n : q;
}

export function ceilOf(a: Rational): bigint {
  const q = a.num / a.den;
  return a.num > 0n && q * a.den !== a.num ? q + 1n : q;
}

// Tamil Nadu, section 21-A: any fraction of a rupee is charged as a whole rupee.
export function ceilToRupee(rupees: Rational): Rational {
  return rational(ceilOf(rupees));
}

export function isWholePaise(rupees: Rational): boolean {
  return (rupees.num * 100n) % rupees.den === 0n;
}

// Round half up (toward +infinity) to the paisa: the one rounding the engines apply for display.
export function roundHalfUpToPaise(rupees: Rational): bigint {
  return floorOf(add(mul(rupees, rational(100n)), rational(1n, 2n)));
}

// "76.50", "300000.00", "-3.05": two decimals, no grouping (a machine-readable figure).
export function paiseToRupeeString(paise: bigint | number): string {
  const p = typeof paise === "bigint" ? paise : BigInt(paise);
  const negative = p < 0n;
  const abs = negative ? -p : p;
  const rupees = abs / 100n;
  const rest = abs % 100n;
  return `${negative ? "-" : ""}${rupees.toString()}.${rest.toString().padStart(2, "0")}`;
}

// The exact decimal expansion, e.g. "0.025" or "3000.3", or null when the value has no finite
// decimal expansion (a denominator with a prime factor other than 2 or 5). Trailing zeros are
// dropped down to minDecimals places.
export function toExactDecimalString(value: Rational, minDecimals = 0): string | null {
  let d = value.den;
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    twos += 1;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives += 1;
  }
  if (d !== 1n) return null;
  const places = Math.max(twos, fives, minDecimals);
  const scaled = (value.num * 10n ** BigInt(places)) / value.den;
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, "0");
  const whole = digits.slice(0, digits.length - places);
  let fraction = digits.slice(digits.length - places);
  while (fraction.length > minDecimals && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  return `${negative ? "-" : ""}${whole}${fraction.length > 0 ? `.${fraction}` : ""}`;
}

// Fees leave the engines as numbers of paise so that they serialise to JSON; this guard makes an
// unsafe one a loud error instead of a silently wrong figure.
export function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${value.toString()} is outside the safe-integer range.`);
  }
  return Number(value);
}

// A reported figure: whole paise (safe integer) and the same amount as a two-decimal string.
export interface Money {
  readonly paise: number;
  readonly rupees: string;
}

export function moneyFromPaise(paise: bigint): Money {
  return { paise: toSafeNumber(paise), rupees: paiseToRupeeString(paise) };
}
