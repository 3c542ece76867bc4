import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { computeArbitrationFee } from "../../core/fees/arbitration-fee.ts";
import {
  arbitrationOkSchema,
  courtFeeRefusalSchema,
  courtFeeOkSchema,
  jurisdictionListSchema,
  MAX_AMOUNT,
} from "../../core/fees/contract.ts";
import { computeCourtFee } from "../../core/fees/court-fee.ts";
import { COURT_FEE_SENTENCES_EN, OFFICIAL_TEXTS } from "../../core/fees/data/court-fees-en.ts";
import { COURT_FEE_SCHEDULES } from "../../core/fees/data/court-fees.ts";
import { listJurisdictions } from "../../core/fees/jurisdictions.ts";
import { type TestApp, GET_ENDPOINTS, POST_ENDPOINTS, buildTestApp, post } from "./test-support/build-test-app.ts";

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp(null);
});
afterAll(() => test.close());

const refusalBodySchema = z.strictObject({ error: z.string().check(z.minLength(1)), refusal: courtFeeRefusalSchema });

describe("GET /api/jurisdictions", () => {
  it("lists all 36 with status, confidence, statute and range, cacheable", async () => {
    const response = await test.app.inject({ url: GET_ENDPOINTS.jurisdictions });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const list = jurisdictionListSchema.parse(response.json());
    expect(list).toHaveLength(36);
    expect(list).toEqual(listJurisdictions());
    expect(list.find((j) => j.id === "JH")).toMatchObject({ status: "partial", validUpTo: 30_000 });
    expect(list.find((j) => j.id === "GA")).toMatchObject({ status: "unavailable", confidence: "none" });
  });

  it("answers HEAD without a body", async () => {
    const response = await test.app.inject({ method: "HEAD", url: GET_ENDPOINTS.jurisdictions });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });
});

describe("POST /api/court-fee", () => {
  it.each([
    ["DL", 510, 7650],
    ["DL", 1000, 15_000],
    ["MH", 50_000_000, 30_000_000],
    ["TN", 100_010, 300_100],
  ])("%s at Rs %i gives the engine's whole result (%i paise)", async (jurisdiction, amount, paise) => {
    const response = await post(test.app, POST_ENDPOINTS.courtFee, { jurisdiction, amount });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const result = courtFeeOkSchema.parse(response.json());
    expect(result.feePaise).toBe(paise);
    expect(result).toEqual(computeCourtFee(jurisdiction, amount));
  });

  it("shows the cap, citation and warnings that the page must display, as written for the reader", async () => {
    const result = courtFeeOkSchema.parse(
      (await post(test.app, POST_ENDPOINTS.courtFee, { jurisdiction: "MH", amount: 50_000_000 })).json(),
    );
    expect(result.capApplied).toBe(true);
    expect(result.feeDisplay).toBe("3,00,000");
    expect(result.citation.statute).toBe(COURT_FEE_SENTENCES_EN.MH?.statute);
    expect(result.warnings).toEqual(COURT_FEE_SENTENCES_EN.MH?.warnings);
    // Maharashtra's research cites a law site and a repository, not an official text: no link.
    expect(result.sources).toEqual([]);
  });

  it.each(COURT_FEE_SCHEDULES.map((entry) => [entry.id, entry] as const))(
    "answers %s with none of the research's own sentences or sources",
    async (id, entry) => {
      const body = (await post(test.app, POST_ENDPOINTS.courtFee, { jurisdiction: id, amount: 100_000 })).body;
      const reader = COURT_FEE_SENTENCES_EN[id];
      const researchOnly = [entry.statute, entry.article, entry.effectiveNote, ...entry.warnings, ...entry.sources].filter(
        (text): text is string =>
          text !== null && text !== reader?.statute && text !== reader?.article && !(OFFICIAL_TEXTS[id] ?? []).includes(text),
      );
      for (const text of researchOnly)
        if (!(reader?.warnings ?? []).includes(text) && text !== reader?.effectiveNote) expect(body).not.toContain(JSON.stringify(text));
    },
  );

  it("accepts the id in any case and with spaces around it", async () => {
    const result = courtFeeOkSchema.parse((await post(test.app, POST_ENDPOINTS.courtFee, { jurisdiction: " dl ", amount: 510 })).json());
    expect(result.feeRupees).toBe("76.50");
  });

  it.each([
    ["JH", 30_001, "above_range"],
    ["WB", 50_001, "above_range"],
    ["MP", 500_001, "above_range"],
    ["SK", 99_999, "below_range"],
    ["GA", 100_000, "unavailable"],
  ])("refuses %s at Rs %i with 422, the sentence and the whole refusal", async (jurisdiction, amount, reason) => {
    const response = await post(test.app, POST_ENDPOINTS.courtFee, { jurisdiction, amount });
    expect(response.statusCode).toBe(422);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = refusalBodySchema.parse(response.json());
    expect(body.refusal.reason).toBe(reason);
    expect(body.error).toBe(body.refusal.message);
    expect(body.refusal).toEqual(computeCourtFee(jurisdiction, amount));
    if (reason === "unavailable") expect(body.error).toMatch(/^This site cannot calculate the court fee for Goa:/);
    else expect(body.error).toMatch(/^Not available for this value: the table this site holds for /);
  });

  it("refuses an unknown jurisdiction with 400 and the refusal", async () => {
    const response = await post(test.app, POST_ENDPOINTS.courtFee, { jurisdiction: "ZZ", amount: 1000 });
    expect(response.statusCode).toBe(400);
    const body = refusalBodySchema.parse(response.json());
    expect(body.refusal.reason).toBe("unknown_jurisdiction");
    expect(body.error).toBe('There is no state or union territory with the code "ZZ".');
  });
});

describe("POST /api/arbitration-fee", () => {
  it("gives per arbitrator, sole (x1.25) and a three-member total, with notes", async () => {
    const response = await post(test.app, POST_ENDPOINTS.arbitration, { amount: 500_000 });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const result = arbitrationOkSchema.parse(response.json());
    expect(result.perArbitrator.rupees).toBe("45000.00");
    expect(result.soleArbitrator.rupees).toBe("56250.00");
    expect(result.tribunalTotal.rupees).toBe("135000.00");
    expect(result.tribunal).toBe("sole");
    expect(result.applicable).toEqual(result.soleArbitrator);
    expect(result.notes.length).toBeGreaterThan(0);
  });

  it("computes claim and counter-claim separately, each under its own ceiling", async () => {
    const body = { amount: MAX_AMOUNT, counterClaim: 200_000_000, tribunal: "three" as const };
    const result = arbitrationOkSchema.parse((await post(test.app, POST_ENDPOINTS.arbitration, body)).json());
    expect(result.claim.fee.rupees).toBe("3000000.00");
    expect(result.claim.ceilingApplied).toBe(true);
    expect(result.counterClaimPart?.fee.rupees).toBe("1987500.00");
    expect(result.perArbitrator.rupees).toBe("4987500.00");
    expect(result.applicable).toEqual(result.tribunalTotal);
    expect(result).toEqual(computeArbitrationFee(body));
  });
});
