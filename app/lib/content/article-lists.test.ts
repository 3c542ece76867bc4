import { describe, expect, it } from "vitest";
import { articlesOfYear, chooseRelated, pageCountOf, pageOf, parsePageNumber, yearCounts } from "./article-lists";

const article = (id: number, date: string, ...topics: string[]) => ({ id, date, topics: topics.map((slug) => ({ slug })) });

describe("related articles", () => {
  const all = [
    article(1, "2024-01-01", "a", "b"),
    article(2, "2023-01-01", "a", "b"),
    article(3, "2025-01-01", "a"),
    article(4, "2026-01-01", "c"),
    article(5, "2022-01-01", "d"),
    article(6, "2026-01-01", "e"),
  ];

  it("puts the most topics in common first, then the newest among equals", () => {
    expect(chooseRelated(all[0]!, all, 3).map((a) => a.id)).toEqual([2, 3, 4]);
  });

  it("fills up with the newest others when too few share a topic, and never the article itself", () => {
    expect(chooseRelated(all[4]!, all, 3).map((a) => a.id)).toEqual([4, 6, 3]);
    expect(chooseRelated(all[2]!, all, 3).map((a) => a.id)).toEqual([1, 2, 4]);
  });

  it("offers what there is when there are fewer than asked", () => {
    expect(chooseRelated(all[0]!, all.slice(0, 2), 3).map((a) => a.id)).toEqual([2]);
    expect(chooseRelated(all[0]!, [all[0]!], 3)).toEqual([]);
  });
});

describe("pages of a list", () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it("splits a list into pages of a size, the last with what is left", () => {
    expect(pageCountOf(25, 12)).toBe(3);
    expect(pageCountOf(24, 12)).toBe(2);
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageOf(items, 1, 12)).toEqual(items.slice(0, 12));
    expect(pageOf(items, 3, 12)).toEqual([25]);
    expect(pageOf([], 1, 12)).toEqual([]);
  });

  it("has no page before the first, past the last or between two", () => {
    for (const page of [0, 4, 1.5, Number.NaN]) expect(pageOf(items, page, 12)).toBeNull();
  });

  it("reads a page number from an address only as the list writes it", () => {
    expect(parsePageNumber(undefined)).toBe(1);
    expect(parsePageNumber("2")).toBe(2);
    expect(parsePageNumber("12")).toBe(12);
    for (const bad of ["1", "02", "x", "", "2.0", "-2"]) expect(parsePageNumber(bad)).toBeNaN();
  });
});

describe("years", () => {
  const all = [article(1, "2024-03-01"), article(2, "2022-05-01"), article(3, "2024-12-31"), article(4, "2023-01-01")];

  it("counts the articles of each year, newest year first", () => {
    expect(yearCounts(all)).toEqual([
      { year: "2024", count: 2 },
      { year: "2023", count: 1 },
      { year: "2022", count: 1 },
    ]);
    expect(yearCounts([])).toEqual([]);
  });

  it("picks one year's articles in the order given, and none for a year not written as four digits", () => {
    expect(articlesOfYear(all, "2024").map((a) => a.id)).toEqual([1, 3]);
    expect(articlesOfYear(all, "2019")).toEqual([]);
    expect(articlesOfYear(all, "24")).toEqual([]);
  });
});
