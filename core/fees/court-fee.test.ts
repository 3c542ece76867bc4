import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CourtFeeOk, type CourtFeeResult, computeCourtFee, computeCourtFeePaise } from "./court-fee.ts";
import { COURT_FEE_SCHEDULES } from "./data/court-fees.ts";
import { COURT_FEE_SENTENCES_EN } from "./data/court-fees-en.ts";
import { getJurisdiction } from "./jurisdictions.ts";
import { MAX_AMOUNT } from "./limits.ts";
import type { CourtFeeEntry, FeeVector } from "./schedule-types.ts";
import { referenceFeePaise, rupeesToPaise } from "./test-support/reference-fee.ts";

const RUNS = { numRuns: 1000 };

const COMPUTABLE = COURT_FEE_SCHEDULES.filter((e) => e.status !== "unavailable");
const UNAVAILABLE = COURT_FEE_SCHEDULES.filter((e) => e.status === "unavailable");

function entryOf(id: string): CourtFeeEntry {
  const entry = getJurisdiction(id);
  if (entry === undefined) throw new Error(`no entry ${id}`);
  return entry;
}

function ok(result: CourtFeeResult): CourtFeeOk {
  if (!result.ok) throw new Error(`expected a fee, got ${result.reason}: ${result.message}`);
  return result;
}

function feeOf(id: string, value: number): bigint {
  return BigInt(ok(computeCourtFee(id, value)).feePaise);
}

function rangeOf(entry: CourtFeeEntry): readonly [number, number] {
  return [Math.max(1, entry.validFrom ?? 1), entry.validUpTo ?? MAX_AMOUNT];
}

// Values a table is most likely to get wrong: each row's edges, one rupee either side, and the
// first unit steps past `from`.
function edgeValues(entry: CourtFeeEntry): number[] {
  const [lo, hi] = rangeOf(entry);
  const values = new Set<number>([lo, hi]);
  for (const row of entry.slabs) {
    for (const v of [row.from, row.from + 1, row.from - 1]) values.add(v);
    if (row.upTo !== null) for (const v of [row.upTo, row.upTo + 1, row.upTo - 1]) values.add(v);
    if (row.mode === "per_unit_excess" || row.mode === "per_unit_whole") {
      const start = row.mode === "per_unit_excess" ? row.from : Math.ceil(row.from / row.unit) * row.unit;
      for (const k of [1, 2]) for (const d of [-1, 0, 1]) values.add(start + k * row.unit + d);
    }
  }
  return [...values].filter((v) => v >= lo && v <= hi).sort((a, b) => a - b);
}

function valueIn(entry: CourtFeeEntry): fc.Arbitrary<number> {
  const [lo, hi] = rangeOf(entry);
  const clamp = (v: number) => Math.min(hi, Math.max(lo, v));
  return fc.oneof(
    fc.integer({ min: lo, max: Math.min(hi, lo + 200_000) }),
    fc.integer({ min: lo, max: hi }),
    fc.tuple(fc.constantFrom(...edgeValues(entry)), fc.integer({ min: -3, max: 3 })).map(([edge, delta]) => clamp(edge + delta)),
  );
}

const entryAndValue = fc.constantFrom(...COMPUTABLE).chain((entry) => valueIn(entry).map((value) => [entry, value] as const));

// ---------------------------------------------------------------------------------------------

describe("vectors from fees/schedules.json", () => {
  const exact = COURT_FEE_SCHEDULES.flatMap((e) =>
    e.vectors.filter((v) => v.exact !== false).map((v) => [e.id, v.value, v.fee, v.source] as const),
  );

  it("has 72 exact and 13 non-exact court-fee vectors", () => {
    const all = COURT_FEE_SCHEDULES.flatMap((e) => e.vectors);
    expect(all).toHaveLength(85);
    expect(exact).toHaveLength(72);
  });

  it.each(exact)("%s Rs %i -> Rs %s (%s)", (id, value, fee) => {
    expect(feeOf(id, value)).toBe(rupeesToPaise(fee));
  });

  // The engine gives the statutory figure; each check says how the record departs from it, as
  // its `why` explains.
  const NON_EXACT: Record<string, { statutory: number | null; departs: (record: bigint, fee: bigint) => void }> = {
    // Misprint: the printed table has 995.20 for 955.20; the neighbouring rows confirm 955.20.
    "CH 8250 995.2": { statutory: 955.2, departs: (r, f) => expect(r - f).toBe(4000n) },
    "DL 8250 995.2": { statutory: 955.2, departs: (r, f) => expect(r - f).toBe(4000n) },
    "PB 8250 995.2": { statutory: 955.2, departs: (r, f) => expect(r - f).toBe(4000n) },
    // Over-stamped: more was affixed than the table asks.
    "CH 143000 3900": { statutory: 3759.2, departs: (r, f) => expect(r).toBeGreaterThan(f) },
    "CH 50000 2850": { statutory: 2832, departs: (r, f) => expect(r).toBeGreaterThan(f) },
    // Stamps rounded up to a round figure, less than Rs 100 above the table.
    "DL 2365280 25500": {
      statutory: 25_475.2,
      departs: (r, f) => {
        expect(r).toBeGreaterThan(f);
        expect(r - f).toBeLessThan(10_000n);
        expect(r % 10_000n).toBe(0n);
      },
    },
    // Counsel's round figure, 48.80 x 9,000, below the table's figure.
    "DL 45000000 439200": {
      statutory: 441_544,
      departs: (r, f) => {
        expect(r).toBe(4880n * 9000n);
        expect(r).toBeLessThan(f);
      },
    },
    // The record drops the paise.
    "KA 576627 37972": { statutory: 37_972.62, departs: (r, f) => expect(r).toBe((f / 100n) * 100n) },
    // The record's total includes a separate fee on an injunction relief.
    "KL 105000 9000": { statutory: 8900, departs: (r, f) => expect(r).toBeGreaterThan(f) },
    // Paid under the older, pre-2003 Kerala scale; the table gives more.
    "KL 400000 28300": { statutory: 38_400, departs: (r, f) => expect(r).toBeLessThan(f) },
    "KL 7500000 398300": { statutory: 618_400, departs: (r, f) => expect(f).toBeGreaterThan(r) },
    // Does not fit the table (older scale or counsel's error).
    "RJ 870000 43565": { statutory: 54_975, departs: (r, f) => expect(r).not.toBe(f) },
    // Beyond validUpTo: the rate above Rs 50,000 is unknown, so no figure at all.
    "WB 1000001 50000": { statutory: null, departs: () => undefined },
  };

  const nonExact = COURT_FEE_SCHEDULES.flatMap((e) =>
    e.vectors.filter((v) => v.exact === false).map((v) => [`${e.id} ${v.value} ${v.fee}`, e.id, v] as const),
  );

  it("has an expectation for every non-exact vector, and no stale ones", () => {
    expect(nonExact.map(([key]) => key).sort()).toEqual(Object.keys(NON_EXACT).sort());
  });

  it.each(nonExact)("%s: the engine returns the statutory figure, not the record", (key, id, vector: FeeVector) => {
    const expectation = NON_EXACT[key];
    if (expectation === undefined) throw new Error(`no expectation for ${key}`);
    expect(vector.why?.length ?? 0).toBeGreaterThan(0);
    const result = computeCourtFee(id, vector.value);
    if (expectation.statutory === null) {
      expect(result).toMatchObject({ ok: false, reason: "above_range" });
      return;
    }
    const fee = BigInt(ok(result).feePaise);
    expect(fee).toBe(rupeesToPaise(expectation.statutory));
    const record = rupeesToPaise(vector.fee);
    expect(record).not.toBe(fee);
    expectation.departs(record, fee);
    // Where the why quotes the table's figure, it is the engine's figure.
    const quoted = /(?:table gives|which gives|must give) (?:Rs )?([\d,]+(?:\.\d+)?)/.exec(vector.why ?? "");
    if (quoted?.[1] !== undefined) expect(fee).toBe(rupeesToPaise(Number(quoted[1].replace(/,/g, ""))));
  });
});

// ---------------------------------------------------------------------------------------------

describe("legal points the engine must not get wrong (fees/README.md)", () => {
  it("1. Delhi's Rs 500 to Rs 1,000 row is charged on the whole value: 500 -> 50, 510 -> 76.50, 1,000 -> 150", () => {
    expect(ok(computeCourtFee("DL", 500)).feeRupees).toBe("50.00");
    expect(ok(computeCourtFee("DL", 510)).feeRupees).toBe("76.50");
    expect(ok(computeCourtFee("DL", 501)).feeRupees).toBe("76.50");
    expect(ok(computeCourtFee("DL", 1000)).feeRupees).toBe("150.00");
    // Base plus excess would give Rs 125 at Rs 1,000.
    expect(feeOf("DL", 1000)).not.toBe(12_500n);
    const step = ok(computeCourtFee("DL", 510)).breakdown[0];
    expect(step).toMatchObject({ kind: "slab", measuredOn: "whole", units: 51, portion: 510 });
    for (const id of ["CH", "PB"]) {
      expect([feeOf(id, 500), feeOf(id, 510), feeOf(id, 1000)]).toEqual([5000n, 7650n, 15_000n]);
    }
  });

  it("2. Delhi's 2012 amendment was struck down: the Punjab-derived 1870 scale, no maximum, 8,250 -> 955.20 not the misprinted 995.20", () => {
    const delhi = entryOf("DL");
    expect(delhi.maxFee).toBeNull();
    expect(delhi.effectiveNote).toContain("WP(C) 4770/2012");
    expect(ok(computeCourtFee("DL", 8250)).feeRupees).toBe("955.20");
    expect(feeOf("DL", 400_000)).toBe(624_800n);
    // Without a cap the fee keeps rising: Rs 4,41,544 on Rs 4.5 crore.
    expect(ok(computeCourtFee("DL", 45_000_000))).toMatchObject({ feeRupees: "441544.00", capApplied: false });
  });

  it("3. Tamil Nadu charges 3% since 1 March 2017 with any fraction of a rupee rounded up: 1,00,010 -> 3,001", () => {
    const result = ok(computeCourtFee("TN", 100_010));
    expect(result.feeRupees).toBe("3001.00");
    expect(result.breakdown.map((s) => s.kind)).toEqual(["slab", "fee_rounding"]);
    expect(result.breakdown[0]).toMatchObject({ exactRupees: "3000.30" });
    // Not the pre-2017 7.5% scale.
    expect(feeOf("TN", 100_000)).toBe(300_000n);
    // Puducherry has its own Act and does not follow Tamil Nadu.
    expect(computeCourtFee("PY", 100_010)).toMatchObject({ ok: false, reason: "unavailable" });
  });

  it("4. Maharashtra caps the fee at Rs 3,00,000 after the slabs: Rs 5 crore -> 3,00,000 (slabs give 6,13,230)", () => {
    const result = ok(computeCourtFee("MH", 50_000_000));
    expect(result.feeRupees).toBe("300000.00");
    expect(result.capApplied).toBe(true);
    expect(result.confidenceBasis).toBe("cap");
    expect(result.breakdown[0]).toMatchObject({ kind: "slab", exactRupees: "613230.00" });
    expect(result.breakdown[1]).toMatchObject({ kind: "max_fee", beforeRupees: "613230.00", afterRupees: "300000.00" });
    // The cap starts to bite just above Rs 2.38 crore.
    expect(ok(computeCourtFee("MH", 23_800_000))).toMatchObject({ feePaise: 29_883_000, capApplied: false });
    expect(ok(computeCourtFee("MH", 23_800_001))).toMatchObject({ feePaise: 30_000_000, capApplied: true });
    expect(feeOf("MH", 1001)).toBe(21_200n);
  });

  it("5. Gujarat follows the statute, not the peers: Rs 12,800 at Rs 1 lakh, Rs 75,000 maximum", () => {
    const gujarat = entryOf("GJ");
    expect(gujarat.statute).toContain("Gujarat Court-fees Act, 2004");
    expect(gujarat.confidence).toBe("high");
    expect(feeOf("GJ", 100)).toBe(2000n);
    expect(feeOf("GJ", 100_000)).toBe(1_280_000n);
    expect(feeOf("GJ", 3_200_001)).toBe(7_500_000n);
    expect(ok(computeCourtFee("GJ", 3_210_001))).toMatchObject({ feePaise: 7_500_000, capApplied: true });
    expect(feeOf("GJ", MAX_AMOUNT)).toBe(7_500_000n);
  });

  it("8. Other traps: Punjab is low; Jharkhand is not Bihar; Chhattisgarh is not Madhya Pradesh; Telangana uses the Andhra Pradesh table; Sikkim charges the band rate on the whole value", () => {
    expect(entryOf("PB").confidence).toBe("low");
    expect(entryOf("KL").warnings.join(" ")).toContain("Finance Act, 2025");
    expect(feeOf("JH", 20_000)).toBe(300_000n);
    expect(feeOf("BR", 20_000)).toBe(243_900n);
    expect(computeCourtFee("CG", 20_000)).toMatchObject({ ok: false, reason: "unavailable" });
    expect(entryOf("TS").slabs).toEqual(entryOf("AP").slabs);
    expect(ok(computeCourtFee("SK", 1_000_000)).feeRupees).toBe("15000.00");
    expect(ok(computeCourtFee("KA", 79_000)).feeRupees).toBe("5155.00");
    expect(ok(computeCourtFee("DL", 130)).feeRupees).toBe("13.00");
  });
});

// ---------------------------------------------------------------------------------------------

describe("refusals", () => {
  it.each([
    ["JH", 30_001, "above_range", "Not available for this value: the table this site holds for Jharkhand covers values up to Rs 30,000."],
    ["WB", 50_001, "above_range", "Not available for this value: the table this site holds for West Bengal covers values up to Rs 50,000."],
    [
      "MP",
      500_001,
      "above_range",
      "Not available for this value: the table this site holds for Madhya Pradesh covers values up to Rs 5,00,000.",
    ],
    ["SK", 99_999, "below_range", "Not available for this value: the table this site holds for Sikkim covers values from Rs 1,00,000."],
    ["SK", 1, "below_range", "Not available for this value: the table this site holds for Sikkim covers values from Rs 1,00,000."],
  ])("%s at Rs %i: %s", (id, value, reason, message) => {
    const result = computeCourtFee(id, value);
    expect(result).toMatchObject({ ok: false, reason, message });
    if (result.ok) return;
    // The statute and warnings are still shown, as written for the reader; no cap or extrapolation is offered.
    expect(result.citation?.statute).toBe(COURT_FEE_SENTENCES_EN[id]?.statute);
    expect(result.warnings).toEqual(COURT_FEE_SENTENCES_EN[id]?.warnings);
    expect(result).not.toHaveProperty("feePaise");
  });

  it.each([
    ["JH", 30_000, 450_000n],
    ["WB", 50_000, 210_200n],
    ["MP", 500_000, 5_980_000n],
    ["SK", 100_000, 100_000n],
  ])("%s at the edge of its range, Rs %i, is computed", (id, value, paise) => {
    expect(feeOf(id, value)).toBe(paise);
  });

  it.each(UNAVAILABLE.map((e) => [e.id, e.name] as const))("%s %s gives no number", (id, name) => {
    for (const value of [1, 1000, 100_000, 10_000_000, MAX_AMOUNT]) {
      const result = computeCourtFee(id, value);
      expect(result).toMatchObject({ ok: false, reason: "unavailable" });
      if (result.ok) return;
      expect(result.message).toContain(`This site cannot calculate the court fee for ${name}:`);
      expect(result.message).not.toMatch(/\bno (?:court )?fee\b/i);
      expect(result.warnings).toEqual(COURT_FEE_SENTENCES_EN[id]?.warnings);
      expect(result).not.toHaveProperty("feePaise");
    }
  });

  it("says this site cannot calculate the fee, never that there is none", () => {
    const result = computeCourtFee("PY", 1000);
    expect(result.ok ? "" : result.message).toBe(
      "This site cannot calculate the court fee for Puducherry: it holds no verified table of the fees there.",
    );
  });

  it("does not repeat arbitrary input back", () => {
    expect(computeCourtFee("<script>", 1000)).toMatchObject({
      reason: "unknown_jurisdiction",
      message: "There is no state or union territory with that code.",
    });
  });

  it("refuses an unknown jurisdiction in plain words", () => {
    expect(computeCourtFee("XX", 1000)).toEqual({
      ok: false,
      reason: "unknown_jurisdiction",
      message: 'There is no state or union territory with the code "XX".',
      jurisdiction: null,
      citation: null,
      warnings: [],
      sources: [],
    });
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_AMOUNT + 1, 2 ** 53])(
    "refuses the value %s as not whole rupees in range",
    (value) => {
      expect(computeCourtFee("DL", value)).toMatchObject({ ok: false, reason: "invalid_amount" });
    },
  );
});

// ---------------------------------------------------------------------------------------------

describe("what every result carries", () => {
  it("a citation with the as-of date, the reader's warnings, the official texts and a breakdown", () => {
    const result = ok(computeCourtFee("KA", 576_627));
    const reader = COURT_FEE_SENTENCES_EN["KA"];
    expect(result.citation).toEqual({
      statute: "Karnataka Court-fees and Suits Valuation Act, 1958 (Karnataka Act 16 of 1958)",
      article: reader?.article,
      effectiveNote: reader?.effectiveNote,
      asOf: "2026-11",
    });
    expect(result.warnings).toEqual(reader?.warnings);
    // Only official texts reach the visitor: Karnataka's sources are copies and forums, so none.
    expect(result.sources).toEqual([]);
    expect(ok(computeCourtFee("SK", 1_000_000)).sources).toEqual(["http://districtcourtsnamchi.nic.in/courtfees.html"]);
    expect(result.feeDisplay).toBe("37,972.62");
    expect(result.breakdown[0]).toMatchObject({
      kind: "slab",
      rowIndex: 4,
      measuredOn: "excess",
      portion: 76_627,
      formula: "Rs 33,375 plus 6% of the value in excess of Rs 5,00,000: Rs 33,375 + 6% × Rs 76,627 = Rs 37,972.62",
    });
  });

  it("the confidence of the row used, not the entry's: Karnataka is high up to Rs 60 lakh, medium above", () => {
    expect(ok(computeCourtFee("KA", 6_000_000))).toMatchObject({
      confidence: "high",
      entryConfidence: "medium",
      notice: null,
    });
    expect(ok(computeCourtFee("KA", 6_000_001))).toMatchObject({
      confidence: "medium",
      notice: expect.stringMatching(/^No official table confirms this figure/),
    });
    expect(ok(computeCourtFee("BR", 5000)).confidence).toBe("medium");
    expect(ok(computeCourtFee("BR", 5001)).confidence).toBe("low");
    expect(ok(computeCourtFee("BR", 100_000_000))).toMatchObject({ confidence: "low", confidenceBasis: "cap" });
    expect(ok(computeCourtFee("UP", 1000)).notice).toMatch(/^This is an estimate: no official text of the Act confirmed it\./);
  });

  it("keeps paise and rounds half up to the paisa only for the reported figure", () => {
    const result = ok(computeCourtFee("KA", 1));
    expect(result.feePaise).toBe(3);
    expect(result.breakdown.map((s) => s.kind)).toEqual(["slab", "paisa_rounding"]);
    expect(result.breakdown[0]).toMatchObject({ exactRupees: "0.025" });
    expect(ok(computeCourtFee("SK", 300_001)).breakdown[0]).toMatchObject({ exactRupees: "3750.0125" });
    expect(ok(computeCourtFee("SK", 300_001)).feeRupees).toBe("3750.01");
  });

  it("applies the minimum fee only when the row gives less", () => {
    for (const id of ["DL", "GJ", "MH", "KL", "CH"]) {
      const result = ok(computeCourtFee(id, 1));
      expect(BigInt(result.feePaise)).toBe(rupeesToPaise(entryOf(id).minFee ?? 0));
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe("slab edges of every table against an independent computation", () => {
  for (const entry of COMPUTABLE) {
    const [lo, hi] = rangeOf(entry);
    const outside = [lo - 1, hi + 1].filter((v) => v >= 1 && v <= MAX_AMOUNT);
    it.each(edgeValues(entry).map((v) => [entry.id, v] as const))("%s at Rs %i", (id, value) => {
      const expected = referenceFeePaise(entry, value);
      expect(expected).not.toBeNull();
      expect(feeOf(id, value)).toBe(expected);
    });
    if (outside.length > 0) {
      it.each(outside.map((v) => [entry.id, v] as const))("%s at Rs %i, outside its range, is refused", (id, value) => {
        expect(referenceFeePaise(entry, value)).toBeNull();
        expect(computeCourtFee(id, value).ok).toBe(false);
      });
    }
    it(`${entry.id} never falls across a row edge`, () => {
      for (const row of entry.slabs) {
        if (row.upTo === null || row.upTo + 1 > hi || row.upTo < lo) continue;
        expect(feeOf(entry.id, row.upTo + 1)).toBeGreaterThanOrEqual(feeOf(entry.id, row.upTo));
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------

describe("properties (fast-check, 1,000 runs each)", () => {
  it("never negative, for every computable jurisdiction and value in its range", () => {
    fc.assert(
      fc.property(entryAndValue, ([entry, value]) => {
        expect(ok(computeCourtFee(entry.id, value)).feePaise).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  for (const entry of COMPUTABLE) {
    it(`${entry.id} ${entry.name}: never decreasing as the value grows`, () => {
      fc.assert(
        fc.property(valueIn(entry), valueIn(entry), (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(feeOf(entry.id, high)).toBeGreaterThanOrEqual(feeOf(entry.id, low));
        }),
        RUNS,
      );
    });

    it(`${entry.id} ${entry.name}: equals the independent computation`, () => {
      fc.assert(
        fc.property(valueIn(entry), (value) => {
          expect(feeOf(entry.id, value)).toBe(referenceFeePaise(entry, value));
        }),
        RUNS,
      );
    });
  }

  it("caps respected: never above maxFee (Assam, Bihar, Gujarat, Maharashtra)", () => {
    const capped = COMPUTABLE.filter((e) => e.maxFee !== null);
    expect(capped.map((e) => e.id)).toEqual(["AS", "BR", "GJ", "MH"]);
    fc.assert(
      fc.property(fc.constantFrom(...capped), fc.integer({ min: 1, max: MAX_AMOUNT }), (entry, value) => {
        const result = ok(computeCourtFee(entry.id, value));
        expect(BigInt(result.feePaise)).toBeLessThanOrEqual(rupeesToPaise(entry.maxFee ?? 0));
        expect(result.capApplied).toBe(result.breakdown.some((s) => s.kind === "max_fee"));
      }),
      RUNS,
    );
  });

  it("minFee respected: never below it (Chandigarh, Delhi, Gujarat, Kerala, Maharashtra, Punjab)", () => {
    const floored = COMPUTABLE.filter((e) => e.minFee !== null);
    expect(floored.map((e) => e.id)).toEqual(["CH", "DL", "GJ", "KL", "MH", "PB"]);
    fc.assert(
      fc.property(
        fc.constantFrom(...floored).chain((e) => valueIn(e).map((v) => [e, v] as const)),
        ([entry, value]) => {
          expect(feeOf(entry.id, value)).toBeGreaterThanOrEqual(rupeesToPaise(entry.minFee ?? 0));
        },
      ),
      RUNS,
    );
  });

  it("deterministic: the same input gives the same output, whatever was computed before", () => {
    fc.assert(
      fc.property(entryAndValue, entryAndValue, ([entry, value], [other, otherValue]) => {
        const first = computeCourtFee(entry.id, value);
        computeCourtFee(other.id, otherValue);
        expect(computeCourtFee(entry.id, value)).toEqual(first);
      }),
      RUNS,
    );
  });

  it("Tamil Nadu: always whole rupees, less than a rupee above 3%", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT }), (value) => {
        const paise = feeOf("TN", value);
        expect(paise % 100n).toBe(0n);
        const threePercentInPaise = BigInt(value) * 3n;
        expect(paise).toBeGreaterThanOrEqual(threePercentInPaise);
        expect(paise - threePercentInPaise).toBeLessThan(100n);
      }),
      RUNS,
    );
  });

  it("Telangana equals Andhra Pradesh", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT }), (value) => {
        expect(feeOf("TS", value)).toBe(feeOf("AP", value));
      }),
      RUNS,
    );
  });

  it("unavailable jurisdictions never give a number", () => {
    fc.assert(
      fc.property(fc.constantFrom(...UNAVAILABLE), fc.integer({ min: 1, max: MAX_AMOUNT }), (entry, value) => {
        expect(computeCourtFee(entry.id, value)).toMatchObject({ ok: false, reason: "unavailable" });
      }),
      RUNS,
    );
  });

  it("partial jurisdictions refuse every value outside their range", () => {
    const partial = COMPUTABLE.filter((e) => e.status === "partial");
    fc.assert(
      fc.property(fc.constantFrom(...partial), fc.integer({ min: 1, max: MAX_AMOUNT }), (entry, value) => {
        const [lo, hi] = rangeOf(entry);
        const result = computeCourtFee(entry.id, value);
        expect(result.ok).toBe(value >= lo && value <= hi);
        if (!result.ok) expect(result.reason).toBe(value < lo ? "below_range" : "above_range");
      }),
      RUNS,
    );
  });

  it("the figure alone (the legacy endpoint's) is the full computation's figure, and refuses alike", () => {
    fc.assert(
      fc.property(
        fc.oneof(entryAndValue, fc.tuple(fc.constantFrom(...COURT_FEE_SCHEDULES), fc.integer({ min: 1, max: MAX_AMOUNT }))),
        ([entry, value]) => {
          const full = computeCourtFee(entry.id, value);
          expect(computeCourtFeePaise(entry.id, value)).toEqual(full.ok ? { ok: true, feePaise: full.feePaise } : full);
        },
      ),
      RUNS,
    );
    for (const [id, value] of [
      ["DL", 1_500_000],
      ["TN", 1_234_567],
      ["ZZ", 1000],
      ["DL", 0],
    ] as const) {
      const full = computeCourtFee(id, value);
      expect(computeCourtFeePaise(id, value)).toEqual(full.ok ? { ok: true, feePaise: full.feePaise } : full);
    }
  });
});
