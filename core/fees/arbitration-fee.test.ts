import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ArbitrationOk,
  type ArbitrationResult,
  computeArbitrationFee,
  fourthScheduleFeePerArbitrator,
  legacyArbitrationFee,
} from "./arbitration-fee.ts";
import { ARBITRATION_VECTORS, FOURTH_SCHEDULE } from "./data/arbitration.ts";
import { ARBITRATION_EXPLANATIONS } from "./data/arbitration-explanations.ts";
import { MAX_AMOUNT } from "./limits.ts";
import { MICRO, microToPaise, referenceRow, referenceRowMicro, rupeesToPaise } from "./test-support/reference-fee.ts";

const RUNS = { numRuns: 1000 };
const CEILING_PAISE = 300_000_000n;
const SOLE_MAXIMUM_PAISE = 375_000_000n;

function ok(result: ArbitrationResult): ArbitrationOk {
  if (!result.ok) throw new Error(result.message);
  return result;
}

// Independent of the engine: the slab on micro-rupees, then the ceiling, then half up to paise.
function referencePerArbitratorPaise(sum: number): bigint {
  const row = referenceRow(FOURTH_SCHEDULE.slabs, sum);
  if (row === undefined) throw new Error("no row");
  const fee = referenceRowMicro(row, sum);
  const ceiling = BigInt(FOURTH_SCHEDULE.ceilingPerArbitrator) * MICRO;
  return microToPaise(fee < ceiling ? fee : ceiling);
}

const amount = fc.oneof(
  fc.integer({ min: 1, max: 10_000_000 }),
  fc.integer({ min: 1, max: 500_000_000 }),
  fc.integer({ min: 1, max: MAX_AMOUNT }),
);
const tribunal = fc.constantFrom("sole" as const, "three" as const);

describe("arbitration vectors from fees/schedules.json", () => {
  it.each(ARBITRATION_VECTORS.map((v) => [v.basis, v.kind, v.value, v.fee, v] as const))(
    "%s %s (value %s): Rs %s",
    (_basis, _kind, _value, _fee, vector) => {
      expect(vector.schedule).toBe("fourthSchedule");
      const fee = rupeesToPaise(vector.fee);
      if (vector.kind === "value" && vector.value !== null) {
        expect(BigInt(fourthScheduleFeePerArbitrator(vector.value).fee.paise)).toBe(fee);
        return;
      }
      // A maximum: reached for a large enough claim, never exceeded (see the properties below).
      const top = ok(computeArbitrationFee({ amount: MAX_AMOUNT, tribunal: "sole" }));
      const reached = vector.basis === "perArbitrator" ? top.perArbitrator : top.soleArbitrator;
      expect(BigInt(reached.paise)).toBe(fee);
    },
  );
});

describe("legal points (fees/README.md 6 and 7)", () => {
  it("6. Fourth Schedule slab 5 is measured from Rs 10 crore: continuous, Rs 19,87,500 at Rs 20 crore", () => {
    expect(fourthScheduleFeePerArbitrator(100_000_000).fee.rupees).toBe("1237500.00");
    // One rupee into slab 5 adds 0.75 paise, not the Rs 6,75,000 jump of the printed Rs 1 crore.
    const justAbove = fourthScheduleFeePerArbitrator(100_000_001);
    expect(justAbove.slabFeeExactRupees).toBe("1237500.0075");
    expect(justAbove.slab5Reading).toBe(true);
    expect(fourthScheduleFeePerArbitrator(200_000_000).fee.rupees).toBe("1987500.00");
    expect(fourthScheduleFeePerArbitrator(200_000_001).row).toMatchObject({ from: 200_000_000, base: 1_987_500 });
    // The literal reading, 12,37,500 + 0.75% of the excess over Rs 1 crore, would give
    // Rs 19,12,500 just above Rs 10 crore and Rs 26,62,500 at Rs 20 crore, falling back to
    // Rs 19,87,500 just above it.
    const literalAt = (sum: bigint) => (1_237_500n * 100n + ((sum - 10_000_000n) * 75n) / 100n) / 100n;
    expect(literalAt(100_000_000n)).toBe(1_912_500n);
    expect(literalAt(200_000_000n)).toBe(2_662_500n);
    const notes = ok(computeArbitrationFee({ amount: 150_000_000, tribunal: "sole" })).notes;
    expect(notes[0]).toMatch(/printed Fourth Schedule.*Rs 1,00,00,000.*\(Rs 1 crore\).*Rs 10 crore/);
  });

  it("7. Afcons: the ceiling covers the whole fee, per arbitrator; sole arbitrator gets 25% on top; claim and counter-claim separately", () => {
    // Rs 100 crore: slabs give 19,87,500 + 0.5% of 80 crore = Rs 59,87,500; the ceiling caps the
    // whole of it, not just the variable part.
    const big = ok(computeArbitrationFee({ amount: 1_000_000_000, tribunal: "three" }));
    expect(big.claim.slabFee.rupees).toBe("5987500.00");
    expect(big.claim.ceilingApplied).toBe(true);
    expect(big.perArbitrator.rupees).toBe("3000000.00");
    expect(big.soleArbitrator.rupees).toBe("3750000.00");
    expect(big.tribunalTotal.rupees).toBe("9000000.00");
    expect(big.applicable).toEqual(big.tribunalTotal);

    // Separately, each with its own ceiling: Rs 5 lakh + Rs 5 lakh is 45,000 + 45,000, not the
    // Rs 62,500 an aggregate of Rs 10 lakh would give.
    const both = ok(computeArbitrationFee({ amount: 500_000, counterClaim: 500_000, tribunal: "sole" }));
    expect(both.perArbitrator.rupees).toBe("90000.00");
    expect(both.soleArbitrator.rupees).toBe("112500.00");
    expect(fourthScheduleFeePerArbitrator(1_000_000).fee.rupees).toBe("62500.00");

    const twoBig = ok(computeArbitrationFee({ amount: 1_000_000_000, counterClaim: 1_000_000_000, tribunal: "sole" }));
    expect(twoBig.perArbitrator.rupees).toBe("6000000.00");
    expect(twoBig.soleArbitrator.rupees).toBe("7500000.00");
    expect(twoBig.counterClaimPart?.ceilingApplied).toBe(true);

    const notes = big.notes.join(" ");
    expect(notes).toContain("ONGC Ltd v. Afcons Gunanusa JV");
    expect(notes).toContain("2022 SCC OnLine SC 1122");
    expect(notes).toContain("whole fee, base plus variable part");
    expect(notes).toContain("each arbitrator, not to the tribunal as a whole");
    expect(notes).toContain("Khanna J dissenting");
    expect(notes).toContain("cannot unilaterally fix their own fees");
    expect(notes).toContain("Bombay High Court");
    expect(notes).toContain("model, not mandatory");
    expect(notes).toContain("Amendment) Bill, 2024");
    expect(notes).toContain("as of November 2026");
  });

  it("cites the Schedule, its basis and the as-of date as the reader reads them, and no research source", () => {
    const result = ok(computeArbitrationFee({ amount: 1000, tribunal: "sole" }));
    expect(result.citation).toEqual({ ...ARBITRATION_EXPLANATIONS.citation, asOf: "2026-11" });
    expect(result.citation.effectiveNote).not.toMatch(/Show an 'as of' date/);
    expect(result.confidence).toBe("high");
    expect(result.sources).toEqual([]);
  });
});

describe("slab edges against an independent computation", () => {
  const edges = new Set<number>([1, MAX_AMOUNT]);
  for (const row of FOURTH_SCHEDULE.slabs) {
    for (const v of [row.from - 1, row.from, row.from + 1]) edges.add(v);
    if (row.upTo !== null) for (const v of [row.upTo - 1, row.upTo, row.upTo + 1]) edges.add(v);
  }
  // Where the ceiling starts to bite: 19,87,500 + 0.5% x (S - 20 crore) = 30,00,000.
  for (const v of [402_500_000, 402_500_001, 402_499_999]) edges.add(v);
  const values = [...edges].filter((v) => v >= 1).sort((a, b) => a - b);

  it.each(values)("Rs %i", (value) => {
    expect(BigInt(fourthScheduleFeePerArbitrator(value).fee.paise)).toBe(referencePerArbitratorPaise(value));
  });

  it("the ceiling starts to bite just above Rs 40.25 crore", () => {
    expect(fourthScheduleFeePerArbitrator(402_500_000).ceilingApplied).toBe(false);
    expect(fourthScheduleFeePerArbitrator(402_500_000).fee.rupees).toBe("3000000.00");
    expect(fourthScheduleFeePerArbitrator(402_500_001).ceilingApplied).toBe(true);
  });
});

describe("the legacy number", () => {
  it("is the fee per arbitrator on the claim, after the ceiling, before the 25%", () => {
    expect(legacyArbitrationFee(500_000)).toEqual({ ok: true, feePaise: 4_500_000, legacyNumber: 45_000 });
    expect(legacyArbitrationFee(500_001)).toEqual({ ok: true, feePaise: 4_500_004, legacyNumber: 45_000.04 });
    expect(legacyArbitrationFee(MAX_AMOUNT)).toMatchObject({ legacyNumber: 3_000_000 });
  });

  it.each([0, -5, 2.5, Number.NaN, MAX_AMOUNT + 1])("refuses %s", (value) => {
    expect(legacyArbitrationFee(value)).toMatchObject({ ok: false, reason: "invalid_amount" });
    expect(computeArbitrationFee({ amount: value, tribunal: "sole" })).toMatchObject({ ok: false });
    expect(computeArbitrationFee({ amount: 1000, counterClaim: value, tribunal: "sole" })).toMatchObject({ ok: false });
  });
});

describe("properties (fast-check, 1,000 runs each)", () => {
  it("never negative", () => {
    fc.assert(
      fc.property(amount, fc.option(amount, { nil: undefined }), tribunal, (a, c, t) => {
        const r = ok(computeArbitrationFee({ amount: a, counterClaim: c, tribunal: t }));
        for (const m of [r.perArbitrator, r.soleArbitrator, r.tribunalTotal, r.applicable]) {
          expect(m.paise).toBeGreaterThanOrEqual(0);
        }
      }),
      RUNS,
    );
  });

  it("never decreasing as the claim grows (per arbitrator, sole arbitrator and tribunal)", () => {
    fc.assert(
      fc.property(amount, amount, (x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const a = ok(computeArbitrationFee({ amount: low, tribunal: "three" }));
        const b = ok(computeArbitrationFee({ amount: high, tribunal: "three" }));
        expect(b.perArbitrator.paise).toBeGreaterThanOrEqual(a.perArbitrator.paise);
        expect(b.soleArbitrator.paise).toBeGreaterThanOrEqual(a.soleArbitrator.paise);
        expect(b.tribunalTotal.paise).toBeGreaterThanOrEqual(a.tribunalTotal.paise);
      }),
      RUNS,
    );
  });

  it("never decreasing as the counter-claim grows", () => {
    fc.assert(
      fc.property(amount, amount, amount, (claim, x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const a = ok(computeArbitrationFee({ amount: claim, counterClaim: low, tribunal: "sole" }));
        const b = ok(computeArbitrationFee({ amount: claim, counterClaim: high, tribunal: "sole" }));
        expect(b.applicable.paise).toBeGreaterThanOrEqual(a.applicable.paise);
      }),
      RUNS,
    );
  });

  it("caps respected: Rs 30 lakh per arbitrator on each claim, Rs 37.5 lakh for a sole arbitrator", () => {
    fc.assert(
      fc.property(amount, fc.option(amount, { nil: undefined }), (a, c) => {
        const r = ok(computeArbitrationFee({ amount: a, counterClaim: c, tribunal: "sole" }));
        expect(BigInt(r.claim.fee.paise)).toBeLessThanOrEqual(CEILING_PAISE);
        if (r.counterClaimPart !== null) {
          expect(BigInt(r.counterClaimPart.fee.paise)).toBeLessThanOrEqual(CEILING_PAISE);
        }
        const parts = c === undefined ? 1n : 2n;
        expect(BigInt(r.perArbitrator.paise)).toBeLessThanOrEqual(parts * CEILING_PAISE);
        expect(BigInt(r.soleArbitrator.paise)).toBeLessThanOrEqual(parts * SOLE_MAXIMUM_PAISE);
        expect(r.claim.ceilingApplied).toBe(r.claim.slabFee.paise > Number(CEILING_PAISE));
      }),
      RUNS,
    );
  });

  it("equals the independent computation; the tribunal, uplift and counter-claim arithmetic holds", () => {
    fc.assert(
      fc.property(amount, fc.option(amount, { nil: undefined }), tribunal, (a, c, t) => {
        const r = ok(computeArbitrationFee({ amount: a, counterClaim: c, tribunal: t }));
        const claim = referencePerArbitratorPaise(a);
        const counter = c === undefined ? 0n : referencePerArbitratorPaise(c);
        expect(BigInt(r.claim.fee.paise)).toBe(claim);
        expect(BigInt(r.perArbitrator.paise)).toBe(claim + counter);
        // 1.25 x, half up to the paisa.
        expect(BigInt(r.soleArbitrator.paise)).toBe(((claim + counter) * 5n + 2n) / 4n);
        expect(BigInt(r.tribunalTotal.paise)).toBe(3n * (claim + counter));
        expect(r.applicable).toEqual(t === "sole" ? r.soleArbitrator : r.tribunalTotal);
      }),
      RUNS,
    );
  });

  it("deterministic", () => {
    fc.assert(
      fc.property(amount, fc.option(amount, { nil: undefined }), tribunal, amount, (a, c, t, other) => {
        const first = computeArbitrationFee({ amount: a, counterClaim: c, tribunal: t });
        computeArbitrationFee({ amount: other, tribunal: "three" });
        expect(computeArbitrationFee({ amount: a, counterClaim: c, tribunal: t })).toEqual(first);
      }),
      RUNS,
    );
  });
});
