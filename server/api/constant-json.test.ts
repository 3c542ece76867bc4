import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { citationOf, computeCourtFee } from "../../core/fees/court-fee.ts";
import { COURT_FEE_SCHEDULES } from "../../core/fees/data/court-fees.ts";
import { MAX_AMOUNT } from "../../core/fees/limits.ts";
import { summarizeJurisdiction } from "../../core/fees/jurisdictions.ts";
import { constantAwareStringify, objectsWithin } from "./constant-json.ts";

const ids = COURT_FEE_SCHEDULES.map((entry) => entry.id);

describe("constantAwareStringify", () => {
  it("writes every court-fee answer and refusal exactly as JSON.stringify does", () => {
    const stringify = constantAwareStringify(
      objectsWithin([COURT_FEE_SCHEDULES, COURT_FEE_SCHEDULES.map(summarizeJurisdiction), COURT_FEE_SCHEDULES.map(citationOf)]),
    );
    fc.assert(
      fc.property(fc.constantFrom(...ids, "ZZ"), fc.integer({ min: -1, max: MAX_AMOUNT + 1 }), (id, amount) => {
        const result = computeCourtFee(id, amount);
        // Twice: the second answer for a state takes the constants' JSON from memory.
        expect(stringify(result)).toBe(JSON.stringify(result));
        expect(stringify({ error: "x", refusal: result })).toBe(JSON.stringify({ error: "x", refusal: result }));
      }),
      { numRuns: 2000 },
    );
  });

  it("matches JSON.stringify on arbitrary JSON data, with and without constants inside", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (shared, other) => {
        const stringify = constantAwareStringify(objectsWithin([shared]));
        const value = { shared, other, again: [shared, undefined, other], skipped: undefined };
        expect(stringify(value)).toBe(JSON.stringify(value));
        expect(stringify(value)).toBe(JSON.stringify(value));
      }),
    );
  });
});
