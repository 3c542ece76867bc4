/**
 * The texts every page of a calculator shares in a language reach the browser as a module of their
 * own, made of content/ by the build (scripts/lib/compile-content.ts): here, as Vite makes them for
 * the browser, they must be exactly what the server renders the island with, every text of them,
 * those shown only after a tap (a toast, a field's message) as much as those the page opens with.
 * And a page's props carry what its address changes, and none of them.
 */
import { describe, expect, it } from "vitest";
import arbitrationEnglish from "virtual:calculator-texts/arbitration-fee-calculator-en";
import arbitrationHindi from "virtual:calculator-texts/arbitration-fee-calculator-hi";
import courtFeeEnglish from "virtual:calculator-texts/court-fee-calculator-en";
import courtFeeHindi from "virtual:calculator-texts/court-fee-calculator-hi";
import type { Locale } from "~/lib/i18n/locale";
import { arbitrationLoader, courtFeeLoader } from "./calculator-pages.server";

// The feature's own loaders, which the routes and the server render with.
const courtFeeIslandOf = (locale: Locale, query = "") => courtFeeLoader({ locale, query: new URLSearchParams(query) });
const arbitrationIslandOf = (locale: Locale, query = "") => arbitrationLoader({ locale, query: new URLSearchParams(query) });

describe("the calculators' texts as the browser loads them", () => {
  it.each([
    ["court fee, English", courtFeeEnglish, courtFeeIslandOf("en").texts],
    ["court fee, Hindi", courtFeeHindi, courtFeeIslandOf("hi").texts],
    ["arbitration, English", arbitrationEnglish, arbitrationIslandOf("en").texts],
    ["arbitration, Hindi", arbitrationHindi, arbitrationIslandOf("hi").texts],
  ] as const)("%s: the server's, every one", (_name, loaded, rendered) => {
    expect(loaded).toEqual(rendered);
  });

  it("are each language's own", () => {
    expect(courtFeeHindi.shell.locale).toBe("hi");
    expect(courtFeeEnglish.shell.locale).toBe("en");
    expect(courtFeeHindi.shell.messages).not.toEqual(courtFeeEnglish.shell.messages);
    expect(courtFeeHindi.names).toMatchObject({ DL: "दिल्ली" });
    expect(courtFeeEnglish.names).toBeNull();
    expect(courtFeeEnglish.jurisdictions).toHaveLength(36);
  });
});

describe("a result page's props", () => {
  it.each([
    ["court fee", courtFeeIslandOf("hi", "state=DL&amount=1500000").props],
    ["arbitration", arbitrationIslandOf("en", "amount=2500000&counterClaim=100000&tribunal=three").props],
  ] as const)("%s: its address's values and outcome only", (_name, props) => {
    expect(Object.keys(props)).toEqual(["address"]);
  });
});
