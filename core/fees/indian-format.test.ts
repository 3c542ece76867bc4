import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountInWords, formatIndianPaise, formatIndianRupees, legacyFeeNumber, rupeeFigure, rupeesInText } from "./indian-format.ts";
import { MAX_AMOUNT } from "./limits.ts";

const RUNS = { numRuns: 1000 };

// Reads the words back, independently of the formatter, to check it round-trips.
const SMALL: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALE: Record<string, bigint> = {
  hundred: 100n,
  thousand: 1000n,
  lakh: 100_000n,
  crore: 10_000_000n,
};

function wordsToNumber(words: string): bigint {
  const tokens = words.replace(/ rupees?$/, "").split(" ");
  // A stack of partial sums: each scale word multiplies everything after the last larger scale.
  let total = 0n;
  let current = 0n;
  const stack: { scale: bigint; value: bigint }[] = [];
  for (const token of tokens) {
    const scale = SCALE[token];
    if (scale === undefined) {
      current += token.split("-").reduce((n, part) => n + BigInt(SMALL[part] ?? Number.NaN), 0n);
      continue;
    }
    let value = current;
    while (stack.length > 0 && (stack[stack.length - 1]?.scale ?? 0n) < scale) {
      value += stack.pop()?.value ?? 0n;
    }
    stack.push({ scale, value: value * scale });
    current = 0n;
  }
  for (const part of stack) total += part.value;
  return total + current;
}

describe("formatIndianRupees", () => {
  it.each([
    [1, "1"],
    [100, "100"],
    [1000, "1,000"],
    [100_000, "1,00,000"],
    [1_234_567, "12,34,567"],
    [10_000_000, "1,00,00,000"],
    [MAX_AMOUNT, "1,00,00,00,00,00,000"],
    [76.5, "76.50"],
    [25_475.2, "25,475.20"],
    [0.5, "0.50"],
    ["0.025", "0.025"],
    [12_345_678n, "1,23,45,678"],
  ])("%s -> %s", (input, expected) => {
    expect(formatIndianRupees(input)).toBe(expected);
  });

  it("only inserts commas: removing them gives the digits back (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT }), (n) => {
        const text = formatIndianRupees(n);
        expect(text.replace(/,/g, "")).toBe(String(n));
        expect(text).toMatch(/^\d{1,2}(,\d{2})*,\d{3}$|^\d{1,3}$/);
      }),
      RUNS,
    );
  });
});

describe("formatIndianPaise and legacyFeeNumber", () => {
  it('formats paise with two decimals, or drops ".00" on request', () => {
    expect(formatIndianPaise(7650)).toBe("76.50");
    expect(formatIndianPaise(30_000_000n)).toBe("3,00,000.00");
    expect(formatIndianPaise(30_000_000n, { dropWholeDecimals: true })).toBe("3,00,000");
    expect(formatIndianPaise(7650, { dropWholeDecimals: true })).toBe("76.50");
  });

  it.each([
    [7650, 76.5, "76.50"],
    [15_000, 150, "150"],
    [5000, 50, "50"],
    [300_100, 3001, "3,001"],
    [2_547_520, 25_475.2, "25,475.20"],
    [3_797_262, 37_972.62, "37,972.62"],
    [50, 0.5, "0.50"],
  ])('%i paise -> legacy %s, display "%s"', (paise, legacyNumber, displayString) => {
    expect(legacyFeeNumber(paise)).toBe(legacyNumber);
    expect(formatIndianPaise(paise, { dropWholeDecimals: true })).toBe(displayString);
    expect(JSON.stringify(legacyFeeNumber(paise))).toBe(String(legacyNumber));
  });

  // A double holds 15 significant decimal digits exactly, so every figure below Rs 10^13 (far
  // above any fee the tables give) survives as a JSON number to the paisa.
  it("the legacy number serialises to the exact paise below 10^15 paise (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 15 - 1 }), (paise) => {
        const legacyNumber = legacyFeeNumber(paise);
        const text = JSON.stringify(legacyNumber);
        const [rupees = "", fraction = ""] = text.split(".");
        expect(BigInt(rupees) * 100n + BigInt(fraction.padEnd(2, "0"))).toBe(BigInt(paise));
      }),
      RUNS,
    );
  });
});

describe("amountInWords (Indian system)", () => {
  it.each([
    [1, "one rupee"],
    [21, "twenty-one rupees"],
    [100, "one hundred rupees"],
    [1000, "one thousand rupees"],
    [100_000, "one lakh rupees"],
    [10_000_000, "one crore rupees"],
    [123_456_789, "twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine rupees"],
    [3_000_000, "thirty lakh rupees"],
    [3_750_000, "thirty-seven lakh fifty thousand rupees"],
    [1_000_000_000, "one hundred crore rupees"],
    [10_000_000_000, "one thousand crore rupees"],
    [1_000_000_000_000, "one lakh crore rupees"],
    [MAX_AMOUNT, "ten lakh crore rupees"],
    [0, "zero rupees"],
  ])("%i -> %s", (n, words) => {
    expect(amountInWords(n)).toBe(words);
  });

  it("reads back to the same number (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT }), (n) => {
        const words = amountInWords(n);
        expect(words).toMatch(/^[a-z -]+ rupees?$/);
        expect(wordsToNumber(words)).toBe(BigInt(n));
      }),
      RUNS,
    );
  });

  it("rejects fractions and negatives", () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});

describe("rupeeFigure and rupeesInText: one form per language, the sign never parted from its figure", () => {
  it("writes English with a no-break space and Hindi without a space", () => {
    expect(rupeeFigure("3,320", "en")).toBe("₹\u00a03,320");
    expect(rupeeFigure("3,320", "hi")).toBe("₹3,320");
  });

  it("rewrites every form the engines, data and translations use", () => {
    const text = "Rs 26,430 plus Rs. 1,200, Re 1, ₹1,00,000 and ₹ 5,00,000 (Rs 10 crore); Rs is not a figure";
    expect(rupeesInText(text, "en")).toBe(
      "₹\u00a026,430 plus ₹\u00a01,200, ₹\u00a01, ₹\u00a01,00,000 and ₹\u00a05,00,000 (₹\u00a010 crore); Rs is not a figure",
    );
    expect(rupeesInText(text, "hi")).toBe("₹26,430 plus ₹1,200, ₹1, ₹1,00,000 and ₹5,00,000 (₹10 crore); Rs is not a figure");
  });

  it("leaves no breakable space between a sign and its digits, whatever the text", () => {
    const breakable = /(?:Rs\.?|Re|₹)[ \t\n]+\d/;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("Rs", "Rs.", "Re", "₹", "₹\n", "12,345", "1", "and", "(Rs")),
        fc.constantFrom("en" as const, "hi" as const),
        (words, language) => {
          expect(rupeesInText(words.join(" "), language)).not.toMatch(breakable);
        },
      ),
    );
  });
});
