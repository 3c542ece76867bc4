import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  add,
  ceilOf,
  ceilToRupee,
  compare,
  floorOf,
  fromInteger,
  isWholePaise,
  moneyFromPaise,
  mul,
  paiseToRupeeString,
  parseDecimal,
  rational,
  roundHalfUpToPaise,
  sub,
  toExactDecimalString,
  toSafeNumber,
} from "./money.ts";

const RUNS = { numRuns: 1000 };

describe("parseDecimal", () => {
  it.each([
    [12.2, 61n, 5n],
    [48.8, 244n, 5n],
    [0.375, 3n, 8n],
    [0.75, 3n, 4n],
    [3.5, 7n, 2n],
    [1.5, 3n, 2n],
    [0.07, 7n, 100n],
    ["1e3", 1000n, 1n],
    ["2.5e-2", 1n, 40n],
    [10_000_000_000_000, 10_000_000_000_000n, 1n],
  ])("reads %s exactly", (input, num, den) => {
    expect(parseDecimal(input)).toEqual({ num, den });
  });

  it("rejects what is not a finite decimal", () => {
    expect(() => parseDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => parseDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => parseDecimal("1,000")).toThrow(RangeError);
  });

  it("avoids the floating-point traps the data conventions name", () => {
    // 0.07 * 100 is 7.000000000000001 in floating point, so a ceil would give 8.
    expect(ceilOf(mul(parseDecimal(0.07), fromInteger(100)))).toBe(7n);
    // 12.2 * 19 is 231.79999999999998 in floating point.
    expect(toExactDecimalString(mul(parseDecimal(12.2), fromInteger(19)))).toBe("231.8");
  });
});

describe("rational arithmetic", () => {
  it("normalises sign and common factors", () => {
    expect(rational(6n, -4n)).toEqual({ num: -3n, den: 2n });
    expect(rational(0n, 5n)).toEqual({ num: 0n, den: 1n });
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });

  it("floors and ceils both signs", () => {
    expect([floorOf(rational(7n, 2n)), ceilOf(rational(7n, 2n))]).toEqual([3n, 4n]);
    expect([floorOf(rational(-7n, 2n)), ceilOf(rational(-7n, 2n))]).toEqual([-4n, -3n]);
    expect([floorOf(rational(4n)), ceilOf(rational(4n))]).toEqual([4n, 4n]);
  });

  it("adds and subtracts back exactly (property)", () => {
    const r = fc
      .tuple(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), fc.bigInt({ min: 1n, max: 10n ** 6n }))
      .map(([n, d]) => rational(n, d));
    fc.assert(
      fc.property(r, r, (a, b) => {
        expect(sub(add(a, b), b)).toEqual(a);
        expect(compare(add(a, b), a)).toBe(compare(b, rational(0n)));
      }),
      RUNS,
    );
  });
});

describe("rounding to the paisa", () => {
  it("rounds half up and keeps whole paise as they are", () => {
    expect(roundHalfUpToPaise(parseDecimal("0.025"))).toBe(3n);
    expect(roundHalfUpToPaise(parseDecimal("0.0249"))).toBe(2n);
    expect(roundHalfUpToPaise(parseDecimal("37972.62"))).toBe(3_797_262n);
    expect(roundHalfUpToPaise(parseDecimal("45000.035"))).toBe(4_500_004n);
    expect(isWholePaise(parseDecimal("76.5"))).toBe(true);
    expect(isWholePaise(parseDecimal("0.025"))).toBe(false);
  });

  it("is within half a paisa of the exact value (property)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 17n }), fc.integer({ min: 0, max: 6 }), (n, places) => {
        const exact = rational(n, 10n ** BigInt(places));
        const paise = rational(roundHalfUpToPaise(exact), 100n);
        const gap = sub(paise, exact);
        expect(compare(gap, rational(1n, 200n))).toBeLessThanOrEqual(0);
        expect(compare(gap, rational(-1n, 200n))).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it("rounds Tamil Nadu's fraction of a rupee up (section 21-A)", () => {
    expect(ceilToRupee(parseDecimal("3000.30"))).toEqual(rational(3001n));
    expect(ceilToRupee(parseDecimal("3000"))).toEqual(rational(3000n));
  });
});

describe("strings and safe numbers", () => {
  it("prints paise as two-decimal rupees", () => {
    expect(paiseToRupeeString(7650n)).toBe("76.50");
    expect(paiseToRupeeString(5)).toBe("0.05");
    expect(paiseToRupeeString(-305n)).toBe("-3.05");
    expect(moneyFromPaise(30_000_000n)).toEqual({ paise: 30_000_000, rupees: "300000.00" });
  });

  it("prints exact decimal expansions", () => {
    expect(toExactDecimalString(parseDecimal("0.025"))).toBe("0.025");
    expect(toExactDecimalString(parseDecimal("3000.3"), 2)).toBe("3000.30");
    expect(toExactDecimalString(rational(5n), 2)).toBe("5.00");
    expect(toExactDecimalString(rational(-1n, 8n))).toBe("-0.125");
    expect(toExactDecimalString(rational(1n, 3n))).toBeNull();
  });

  it("refuses to hand out an unsafe integer", () => {
    expect(toSafeNumber(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSafeNumber(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
  });
});
