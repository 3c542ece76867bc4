import { describe, expect, it } from "vitest";
import { counterparts, englishPathOf, hindiPathOf, localeOfPath, localizedPath } from "./locale";

describe("locale of an address", () => {
  it.each([
    ["/", "en"],
    ["/contact", "en"],
    ["/history", "en"],
    ["/hi", "hi"],
    ["/hi/", "hi"],
    ["/hi/contact", "hi"],
  ])("%s is %s", (path, locale) => expect(localeOfPath(path)).toBe(locale));
});

describe("counterparts", () => {
  it("pairs an English page with its Hindi page, both ways", () => {
    expect(counterparts("/contact")).toEqual({ en: "/contact", hi: "/hi/contact" });
    expect(counterparts("/hi/contact")).toEqual({ en: "/contact", hi: "/hi/contact" });
    expect(counterparts("/hi/")).toEqual({ en: "/", hi: "/hi" });
    expect(counterparts("/")).toEqual({ en: "/", hi: "/hi" });
  });

  it("has none for pages that stay in English", () => {
    expect(counterparts("/team/3")).toBeNull();
    expect(counterparts("/publications/3")).toBeNull();
  });

  it("maps paths without losing the page", () => {
    expect(englishPathOf("/hi/calculator/court-fee-calculator")).toBe("/calculator/court-fee-calculator");
    expect(hindiPathOf("/calculator/court-fee-calculator")).toBe("/hi/calculator/court-fee-calculator");
  });
});

describe("links from a Hindi page", () => {
  it("lead to the Hindi page when there is one, else to the English page", () => {
    expect(localizedPath("/career", "hi")).toBe("/hi/career");
    expect(localizedPath("/team", "hi")).toBe("/hi/team");
    expect(localizedPath("/publications", "hi")).toBe("/hi/publications");
    expect(localizedPath("/publications/authorities", "hi")).toBe("/publications/authorities");
    expect(localizedPath("/career", "en")).toBe("/career");
  });
});
