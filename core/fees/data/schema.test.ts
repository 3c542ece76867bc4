import { describe, expect, it } from "vitest";
import CH from "./court-fees/CH.json" with { type: "json" };
import DL from "./court-fees/DL.json" with { type: "json" };
import { COURT_FEE_SCHEDULES } from "./court-fees.ts";
import { parseDataFile } from "./parse-data-file.ts";
import { courtFeeFileSchema, resolveSharedScales, slabJoinProblems, type CourtFeeFile } from "./schema.ts";

// Every file in court-fees/ being loaded is checked by `npm run fees:check` and its test
// (scripts/lib/fee-data-report.test.ts): core/ reads no folders.
const delhi = () => structuredClone(DL) as unknown as CourtFeeFile & { slabs: Array<Record<string, unknown>> };

describe("the court-fee files", () => {
  it("Chandigarh uses Delhi's scale, said once in the data rather than copied", () => {
    expect(CH.slabs).toEqual({ sameAs: "DL" });
    const byId = new Map(COURT_FEE_SCHEDULES.map((e) => [e.id, e]));
    expect(byId.get("CH")?.slabs).toBe(byId.get("DL")?.slabs);
  });
});

describe("the schema refuses what the engine must never load", () => {
  const refusal = (data: unknown) => {
    try {
      parseDataFile(courtFeeFileSchema, "court-fees/XX.json", data);
    } catch (error) {
      return (error as Error).message;
    }
    return "accepted";
  };

  it("a missing field, named with the file", () => {
    const { statute: _statute, ...rest } = delhi();
    expect(refusal(rest)).toMatch(/^core\/fees\/data\/court-fees\/XX\.json is not valid fee data:\n\s+statute: /);
  });

  it("a field the research does not have (a typo)", () => {
    expect(refusal({ ...delhi(), minfee: 1 })).toMatch(/minfee/);
  });

  it("a row that does not start where the previous one ends", () => {
    const entry = delhi();
    entry.slabs[3] = { ...entry.slabs[3], from: (entry.slabs[3]?.from as number) + 1 };
    expect(refusal(entry)).toMatch(/slabs: row 3: from \d+ is not row 2's upTo/);
  });

  it("a base that is not the previous row's fee at its end", () => {
    const entry = delhi();
    const index = entry.slabs.findIndex((row, i) => i > 0 && row.mode === "per_unit_excess");
    entry.slabs[index] = { ...entry.slabs[index], base: (entry.slabs[index]?.base as number) + 1 };
    expect(refusal(entry)).toMatch(new RegExp(`row ${index}: base .* is not row ${index - 1}'s fee`));
  });

  it("a row whose fee starts below where the previous one ended", () => {
    const rows = [
      { from: 0, upTo: 1000, mode: "flat", fee: 200, rounding: "none", confidence: "high", evidence: "x" },
      { from: 1000, upTo: null, mode: "flat", fee: 100, rounding: "none", confidence: "high", evidence: "x" },
    ] as const;
    expect(slabJoinProblems(rows)).toEqual(["row 1: the fee falls below row 0's fee at 1000"]);
  });

  it("an unavailable entry with a table, or an available one without", () => {
    expect(refusal({ ...delhi(), status: "unavailable" })).toMatch(/an unavailable entry has no table/);
    expect(refusal({ ...delhi(), slabs: [] })).toMatch(/an entry that is available needs its table/);
  });

  it("a shared scale that names no entry with a table", () => {
    const orphan = courtFeeFileSchema.parse({ ...delhi(), id: "CH", slabs: { sameAs: "ZZ" } });
    expect(() => resolveSharedScales([orphan])).toThrow(/CH\.json: slabs\.sameAs "ZZ" names no entry/);
  });
});
