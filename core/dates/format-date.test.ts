import { describe, expect, it } from "vitest";
import { formatDate, formatDateIn, formatMonth, formatMonthIn } from "./format-date.ts";

describe("formatDate", () => {
  it.each([
    ["2023-06-14", "14 June 2023"],
    ["2026-01-05", "5 January 2026"],
    ["2024-12-31", "31 December 2024"],
  ])("%s -> %s", (iso, shown) => expect(formatDate(iso)).toBe(shown));

  it("refuses what is not a calendar date", () => {
    for (const text of ["2023-13-01", "2023-06-32", "14/06/2023", "2023-06", ""]) expect(() => formatDate(text)).toThrow(RangeError);
  });
});

describe("formatMonth", () => {
  it.each([
    ["2026-11", "November 2026"],
    ["2026-11-24", "November 2026"],
  ])("%s -> %s", (iso, shown) => expect(formatMonth(iso)).toBe(shown));
});

describe("in Hindi (CLDR hi-IN months)", () => {
  it.each([
    ["2026-11", "नवंबर 2026"],
    ["2026-02-15", "फ़रवरी 2026"],
  ])("month of %s -> %s", (iso, shown) => expect(formatMonthIn(iso, "hi")).toBe(shown));

  it.each([
    ["2026-02-15", "15 फ़रवरी 2026"],
    ["2025-11-21", "21 नवंबर 2025"],
  ])("%s -> %s", (iso, shown) => expect(formatDateIn(iso, "hi")).toBe(shown));

  it("writes English as formatDate and formatMonth do", () => {
    expect(formatDateIn("2023-06-14", "en")).toBe(formatDate("2023-06-14"));
    expect(formatMonthIn("2026-11", "en")).toBe(formatMonth("2026-11"));
  });
});
