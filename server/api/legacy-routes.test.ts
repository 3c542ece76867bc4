import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyArbitrationFee } from "../../core/fees/arbitration-fee.ts";
import { apiErrorSchema, legacyFeeResponseSchema, legacyStateListSchema, MAX_AMOUNT } from "../../core/fees/contract.ts";
import { computeCourtFee } from "../../core/fees/court-fee.ts";
import { buildLegacyStateList } from "../../core/fees/jurisdictions.ts";
import { type TestApp, GET_ENDPOINTS, POST_ENDPOINTS, buildTestApp, post } from "./test-support/build-test-app.ts";

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp(null);
});
afterAll(() => test.close());

const courtFee = (amount: number, statecode: string, statename: string) =>
  post(test.app, POST_ENDPOINTS.legacyCourtFee, { amount, statename, statecode });

function engineFee(id: string, amount: number): number {
  const result = computeCourtFee(id, amount);
  if (!result.ok) throw new Error(`expected a fee for ${id} at ${amount}`);
  return result.feePaise / 100;
}

describe("GET /PHP/api/state.php", () => {
  it("answers the legacy state map, keyed by id, values [code, unused, name], cacheable", async () => {
    const response = await test.app.inject({ url: GET_ENDPOINTS.legacyStates });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const list = legacyStateListSchema.parse(response.json());
    expect(list).toEqual(buildLegacyStateList());
    expect(list["DL"]).toEqual(["DL", "", "Delhi"]);
    for (const [key, [code, , name]] of Object.entries(list)) {
      expect(code).toBe(key);
      expect(name.length).toBeGreaterThan(0);
    }
  });
});

describe("POST /PHP/api/CourtFeeCalculation.php", () => {
  it.each([
    ["DL", "Delhi", 510, 76.5],
    ["DL", "Delhi", 1000, 150],
    ["MH", "Maharashtra", 50_000_000, 300_000],
    ["TN", "Tamil Nadu", 100_010, 3001],
  ])("%s (%s) at Rs %i answers the bare number %d", async (code, name, amount, fee) => {
    const response = await courtFee(amount, code, name);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toBe(String(fee));
    expect(legacyFeeResponseSchema.parse(response.json())).toBe(fee);
    expect(fee).toBe(engineFee(code, amount));
  });

  it("keeps paise in the number (no rounding to rupees)", async () => {
    const response = await courtFee(510, "DL", "Delhi");
    expect(response.body).toBe("76.5");
  });

  it("lets the code decide, in any case, and falls back to the name when the code is unknown", async () => {
    expect((await courtFee(1000, "dl", "Delhi")).body).toBe("150");
    expect((await courtFee(1000, "ZZ", "Delhi")).body).toBe("150");
  });

  it.each([
    ["JH", "Jharkhand", 30_001, "Not available for this value: the table this site holds for Jharkhand covers values up to Rs 30,000."],
    ["WB", "West Bengal", 50_001, "Not available for this value: the table this site holds for West Bengal covers values up to Rs 50,000."],
    [
      "MP",
      "Madhya Pradesh",
      500_001,
      "Not available for this value: the table this site holds for Madhya Pradesh covers values up to Rs 5,00,000.",
    ],
    ["SK", "Sikkim", 99_999, "Not available for this value: the table this site holds for Sikkim covers values from Rs 1,00,000."],
  ])("refuses %s (%s) at Rs %i outside its verified range with 422, never a number", async (code, name, amount, message) => {
    const response = await courtFee(amount, code, name);
    expect(response.statusCode).toBe(422);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(apiErrorSchema.parse(response.json())).toEqual({ error: message });
  });

  it("still computes a partial state inside its range", async () => {
    const response = await courtFee(30_000, "JH", "Jharkhand");
    expect(response.statusCode).toBe(200);
    expect(legacyFeeResponseSchema.parse(response.json())).toBe(engineFee("JH", 30_000));
  });

  it.each([
    ["GA", "Goa"],
    ["OD", "Odisha"],
    ["CG", "Chhattisgarh"],
  ])("refuses the unavailable %s (%s) with 422 saying no verified table is available", async (code, name) => {
    const response = await courtFee(100_000, code, name);
    expect(response.statusCode).toBe(422);
    const { error } = apiErrorSchema.parse(response.json());
    expect(error).toMatch(new RegExp(`^This site cannot calculate the court fee for ${name}:`));
  });

  it("refuses a statecode and statename that name different states with 400", async () => {
    const response = await courtFee(1000, "DL", "Gujarat");
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error).toBe(
      "The state code and the state name refer to different states; choose the state from the list again.",
    );
  });

  it("refuses an unknown state with 400 without echoing the input", async () => {
    const response = await courtFee(1000, "<ZZ>", "<script>alert(1)</script>");
    expect(response.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(response.json());
    expect(error).toBe("There is no state or union territory with that code or name; choose one from the list.");
  });
});

describe("POST /PHP/api/ArbitrationFeeCalculation.php", () => {
  it.each([
    [500_000, 45_000],
    [200_000_000, 1_987_500],
    [MAX_AMOUNT, 3_000_000],
    [1_000_000_000_000, 3_000_000],
  ])("at Rs %i answers the bare per-arbitrator number %d", async (amount, fee) => {
    const response = await post(test.app, POST_ENDPOINTS.legacyArbitration, { amount });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toBe(String(fee));
    expect(legacyFeeResponseSchema.parse(response.json())).toBe(fee);
    const engine = legacyArbitrationFee(amount);
    expect(engine.ok && engine.legacyNumber).toBe(fee);
  });
});
