import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import {
  apiErrorSchema,
  arbitrationOkSchema,
  courtFeeRefusalSchema,
  courtFeeOkSchema,
  legacyFeeResponseSchema,
  MAX_AMOUNT,
} from "../../core/fees/contract.ts";
import { listJurisdictions } from "../../core/fees/jurisdictions.ts";
import { type TestApp, POST_ENDPOINTS, buildTestApp, post } from "./test-support/build-test-app.ts";

// Whatever a client sends, the API answers 200 with a body its contract describes, or a 4xx with
// { error: <sentence> }; never a 5xx, and it keeps serving afterwards.

const RUNS = 300;

const successSchemas: Record<keyof typeof POST_ENDPOINTS, z.ZodMiniType> = {
  legacyCourtFee: legacyFeeResponseSchema,
  legacyArbitration: legacyFeeResponseSchema,
  courtFee: courtFeeOkSchema,
  arbitration: arbitrationOkSchema,
};

const ids = listJurisdictions().map((j) => j.id);
const names = listJurisdictions().map((j) => j.name);

// Plausible values mixed with arbitrary ones, so that the fuzz reaches the engine and its refusals
// as well as validation.
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.integer({ min: 1, max: MAX_AMOUNT }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e21, MAX_AMOUNT, MAX_AMOUNT + 1, Number.MAX_SAFE_INTEGER, 0.5, -0),
  fc.string(),
  fc.constantFrom(...ids, ...names, "dl", " DL ", "sole", "three", "", "__proto__"),
);

const fieldsRecord = fc.record(
  {
    amount: anyValue,
    statename: anyValue,
    statecode: anyValue,
    jurisdiction: anyValue,
    tribunal: anyValue,
    counterClaim: anyValue,
  },
  { requiredKeys: [] },
);

const positiveAmount = fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: MAX_AMOUNT }));
const jurisdiction = fc.constantFrom(...listJurisdictions());

// Well-formed requests for each endpoint, so that every run also exercises the engine's answers.
const plausible: Record<keyof typeof POST_ENDPOINTS, fc.Arbitrary<unknown>> = {
  legacyCourtFee: fc
    .record({ amount: positiveAmount, j: jurisdiction })
    .map(({ amount, j }) => ({ amount, statename: j.name, statecode: j.id })),
  legacyArbitration: fc.record({ amount: positiveAmount }),
  courtFee: fc.record({ jurisdiction: jurisdiction.map((j) => j.id), amount: positiveAmount }),
  arbitration: fc.record(
    { amount: positiveAmount, counterClaim: positiveAmount, tribunal: fc.constantFrom("sole", "three") },
    { requiredKeys: ["amount"] },
  ),
};

function toJsonText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return String(value);
  }
}

const jsonBody = (endpoint: keyof typeof POST_ENDPOINTS) =>
  fc
    .oneof(
      { arbitrary: fc.jsonValue(), weight: 1 },
      { arbitrary: fc.object(), weight: 1 },
      { arbitrary: fieldsRecord, weight: 2 },
      { arbitrary: plausible[endpoint], weight: 2 },
    )
    .map(toJsonText);
const rawBody = fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.string({ unit: "grapheme", maxLength: 200 }));
const contentType = fc.oneof(
  { arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8"), weight: 3 },
  { arbitrary: fc.constantFrom(null, "text/plain", "application/x-www-form-urlencoded"), weight: 1 },
);

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp(null);
});
afterAll(() => test.close());

const seen = new Set<string>();

async function checkAnswer(endpoint: keyof typeof POST_ENDPOINTS, body: string, type: string | null) {
  const response = await post(test.app, POST_ENDPOINTS[endpoint], body, type);
  seen.add(`${endpoint} ${response.statusCode}`);
  expect(response.statusCode).toBeLessThan(500);
  expect([200, 400, 413, 415, 422]).toContain(response.statusCode);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const parsed: unknown = response.json();
  if (response.statusCode === 200) {
    successSchemas[endpoint].parse(parsed);
  } else {
    apiErrorSchema.parse(parsed);
    expect(response.body).not.toMatch(/"stack"|\n\s+at /);
    if (endpoint === "courtFee" && response.statusCode === 422) {
      courtFeeRefusalSchema.parse((parsed as { refusal: unknown }).refusal);
    }
  }
}

describe("API fuzz", () => {
  for (const endpoint of Object.keys(POST_ENDPOINTS) as (keyof typeof POST_ENDPOINTS)[]) {
    it(`${endpoint}: arbitrary JSON values, with and without the JSON type`, async () => {
      await fc.assert(
        fc.asyncProperty(jsonBody(endpoint), contentType, (body, type) => checkAnswer(endpoint, body, type)),
        { numRuns: RUNS },
      );
    });

    it(`${endpoint}: arbitrary strings as raw bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(rawBody, contentType, (body, type) => checkAnswer(endpoint, body, type)),
        { numRuns: RUNS },
      );
    });
  }

  it("reached successes, validation errors and content-type errors on every endpoint", () => {
    for (const endpoint of Object.keys(POST_ENDPOINTS)) {
      for (const status of [200, 400, 415]) expect(seen).toContain(`${endpoint} ${status}`);
    }
    expect(seen).toContain("legacyCourtFee 422");
    expect(seen).toContain("courtFee 422");
  });

  it("still answers /healthz after the fuzz", async () => {
    const response = await test.app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});
