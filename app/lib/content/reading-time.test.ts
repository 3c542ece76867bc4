import { describe, expect, it } from "vitest";
import { WORDS_PER_MINUTE, countWords, readingMinutes } from "./reading-time";

describe("reading time", () => {
  it("counts runs with a letter or digit as words, in any script", () => {
    expect(countWords("Section 2(2) — of the Act, 1996 · न्यायालय")).toBe(7);
    expect(countWords("  \n ")).toBe(0);
  });

  it("rounds to whole minutes at the stated rate, never below one", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE * 14.4)).toBe(14);
    expect(readingMinutes(WORDS_PER_MINUTE * 14.5)).toBe(15);
  });
});
