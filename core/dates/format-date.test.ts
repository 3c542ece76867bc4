import { describe, expect, it } from "vitest";
import { formatDate, formatMonth } from "./format-date.ts";

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
