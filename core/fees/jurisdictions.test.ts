import { describe, expect, it } from "vitest";
import {
  buildLegacyStateList,
  getJurisdiction,
  getJurisdictionByName,
  listJurisdictions,
  resolveLegacyJurisdiction,
  statuteIsKnown,
} from "./jurisdictions.ts";

describe("jurisdictions", () => {
  it("lists all 36 with their status and confidence", () => {
    const list = listJurisdictions();
    expect(list).toHaveLength(36);
    expect(list.find((j) => j.id === "DL")).toEqual({
      id: "DL",
      name: "Delhi",
      type: "union territory",
      status: "available",
      confidence: "high",
      statute: expect.stringContaining("Court-fees Act, 1870"),
      validFrom: 0,
      validUpTo: null,
    });
    expect(list.find((j) => j.id === "SK")).toMatchObject({ status: "partial", validFrom: 100_000 });
  });

  it("groups the entries as the data README does", () => {
    const ids = (pred: (j: ReturnType<typeof listJurisdictions>[number]) => boolean) =>
      listJurisdictions()
        .filter(pred)
        .map((j) => j.id)
        .sort();
    expect(ids((j) => j.confidence === "high")).toEqual(["CH", "DL", "GJ", "MH"]);
    expect(ids((j) => j.confidence === "medium")).toEqual(["AP", "KA", "MP", "TN", "TS", "WB"]);
    expect(ids((j) => j.confidence === "low")).toEqual(["AS", "BR", "HP", "HR", "JH", "KL", "PB", "RJ", "SK", "UK", "UP"]);
    expect(ids((j) => j.status === "partial")).toEqual(["JH", "MP", "SK", "WB"]);
    expect(ids((j) => j.status === "unavailable")).toEqual([
      "AN",
      "AR",
      "CG",
      "DD",
      "GA",
      "JK",
      "LA",
      "LD",
      "ML",
      "MN",
      "MZ",
      "NL",
      "OD",
      "PY",
      "TR",
    ]);
  });

  it("looks up by id without regard to case or spaces, and by name", () => {
    expect(getJurisdiction(" dl ")?.name).toBe("Delhi");
    expect(getJurisdiction("XX")).toBeUndefined();
    expect(getJurisdictionByName("  tamil   NADU ")?.id).toBe("TN");
  });

  it("knows when the data names no statute", () => {
    const known = listJurisdictions()
      .filter((j) => j.status === "unavailable")
      .filter((j) => statuteIsKnown(getJurisdiction(j.id)!))
      .map((j) => j.id)
      .sort();
    expect(known).toEqual(["AR", "CG", "GA", "JK", "ML", "MZ", "OD", "PY", "TR"]);
  });

  it("builds the legacy state list of jurisdictions with data, keyed by the two-letter id: [code, unused, name]", () => {
    const list = buildLegacyStateList();
    expect(Object.keys(list)).toHaveLength(21);
    expect(list["DL"]).toEqual(["DL", "", "Delhi"]);
    expect(list["JH"]).toEqual(["JH", "", "Jharkhand"]);
    expect(list["GA"]).toBeUndefined();
    expect(list["DD"]).toBeUndefined();
    expect(Object.keys(list)[0]).toBe("AP");
  });

  it("resolves a legacy request by code, falling back to the name, refusing a contradiction", () => {
    expect(resolveLegacyJurisdiction("DL", "Delhi")?.id).toBe("DL");
    expect(resolveLegacyJurisdiction("dl", "")?.id).toBe("DL");
    expect(resolveLegacyJurisdiction("7", "Gujarat")?.id).toBe("GJ");
    expect(resolveLegacyJurisdiction("DL", "Gujarat")).toBeUndefined();
    expect(resolveLegacyJurisdiction("ZZ", "Atlantis")).toBeUndefined();
  });
});
