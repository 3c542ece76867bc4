import { describe, expect, it } from "vitest";
import { arbitrationReport, courtFeeReport, unloadedFiles } from "./fee-data-report.ts";

describe("npm run fees:check", () => {
  it("finds every file of core/fees/data/court-fees loaded by the engine, and nothing loaded without a file", () => {
    expect(unloadedFiles()).toEqual({ notLoaded: [], noFile: [] });
  });

  it("reproduces every exact vector of every jurisdiction and of the Fourth Schedule", () => {
    const failing = [...courtFeeReport(), ...arbitrationReport()].filter((row) => row.failing.length > 0);
    expect(failing).toEqual([]);
    expect(courtFeeReport().reduce((n, row) => n + row.exactVectors, 0)).toBeGreaterThan(0);
  });
});
