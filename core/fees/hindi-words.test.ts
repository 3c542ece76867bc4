import { describe, expect, it } from "vitest";
import { HINDI_NUMBERS_1_TO_99, hindiAmountInWords, toInternationalDigits } from "./hindi-words";

describe("the numbers 1 to 99", () => {
  it("has one word for each, none twice", () => {
    expect(HINDI_NUMBERS_1_TO_99).toHaveLength(99);
    expect(new Set(HINDI_NUMBERS_1_TO_99).size).toBe(99);
  });

  // The tens and the house's spelling where several are current (content/glossary.yaml).
  it.each([
    [10, "दस"],
    [20, "बीस"],
    [30, "तीस"],
    [40, "चालीस"],
    [50, "पचास"],
    [60, "साठ"],
    [70, "सत्तर"],
    [80, "अस्सी"],
    [90, "नब्बे"],
    [44, "चवालीस"],
    [51, "इक्यावन"],
    [53, "तिरपन"],
    [54, "चौवन"],
    [63, "तिरसठ"],
    [67, "सड़सठ"],
    [78, "अठहत्तर"],
    [79, "उन्यासी"],
    [87, "सत्तासी"],
    [95, "पचानवे"],
    [99, "निन्यानवे"],
    [25, "पच्चीस"],
    [75, "पचहत्तर"],
  ])("%i is %s", (n, word) => expect(HINDI_NUMBERS_1_TO_99[n - 1]).toBe(word));
});

describe("amounts in words", () => {
  it.each([
    [1, "एक रुपए"],
    [100000, "एक लाख रुपए"],
    [1500000, "पंद्रह लाख रुपए"],
    [3000000, "तीस लाख रुपए"],
    [25000000, "दो करोड़ पचास लाख रुपए"],
    [3000000000, "तीन सौ करोड़ रुपए"],
    [1250000000, "एक सौ पच्चीस करोड़ रुपए"],
    [125050, "एक लाख पच्चीस हजार पचास रुपए"],
    [101, "एक सौ एक रुपए"],
    [9999999, "निन्यानवे लाख निन्यानवे हजार नौ सौ निन्यानवे रुपए"],
    [0, "शून्य रुपए"],
  ])("%i rupees: %s", (n, words) => expect(hindiAmountInWords(n)).toBe(words));

  it("refuses what is not an amount", () => {
    expect(() => hindiAmountInWords(-1)).toThrow(RangeError);
    expect(() => hindiAmountInWords(1.5)).toThrow(RangeError);
  });
});

describe("Devanagari digits", () => {
  it("become international digits, other text unchanged", () => {
    expect(toInternationalDigits("१००००००")).toBe("1000000");
    expect(toInternationalDigits("१५,००,०००")).toBe("15,00,000");
    expect(toInternationalDigits("abc")).toBe("abc");
  });
});
