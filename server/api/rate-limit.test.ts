import { afterEach, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../core/fees/contract.ts";
import { type TestApp, GET_ENDPOINTS, POST_ENDPOINTS, buildTestApp, post } from "./test-support/build-test-app.ts";
import { tooManyRequestsMessage } from "./rate-limit.ts";

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

const courtFee = (app: TestApp["app"]) => post(app, POST_ENDPOINTS.courtFee, { jurisdiction: "DL", amount: 1000 });

describe("rate limiting of the API's POSTs", () => {
  it("answers 429 with a sentence and Retry-After once a client exceeds the limit", async () => {
    test = await buildTestApp(3);
    for (let i = 0; i < 3; i++) expect((await courtFee(test.app)).statusCode).toBe(200);
    const response = await courtFee(test.app);
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers["retry-after"]);
    expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 60).toBe(true);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(apiErrorSchema.parse(response.json())).toEqual({ error: tooManyRequestsMessage(retryAfter) });
    expect(response.json().error).toMatch(/^Too many requests\. Please wait \d+ seconds? and try again\.$/);
  });

  it("counts every fee endpoint against one budget per client", async () => {
    test = await buildTestApp(3);
    const app = test.app;
    expect((await post(app, POST_ENDPOINTS.legacyArbitration, { amount: 1000 })).statusCode).toBe(200);
    expect((await post(app, POST_ENDPOINTS.arbitration, { amount: 1000 })).statusCode).toBe(200);
    expect((await post(app, POST_ENDPOINTS.legacyCourtFee, { amount: 1000, statename: "Delhi", statecode: "DL" })).statusCode).toBe(200);
    for (const url of Object.values(POST_ENDPOINTS)) expect((await post(app, url, {})).statusCode).toBe(429);
  });

  it("refuses a flood before reading its body, bad bodies included", async () => {
    test = await buildTestApp(1);
    expect((await post(test.app, POST_ENDPOINTS.courtFee, "{not json")).statusCode).toBe(400);
    expect((await post(test.app, POST_ENDPOINTS.courtFee, "{not json")).statusCode).toBe(429);
  });

  it("keeps clients apart by IP", async () => {
    test = await buildTestApp(1);
    const from = (remoteAddress: string) =>
      test!.app.inject({ method: "POST", url: POST_ENDPOINTS.arbitration, payload: { amount: 1000 }, remoteAddress });
    expect((await from("10.0.0.1")).statusCode).toBe(200);
    expect((await from("10.0.0.1")).statusCode).toBe(429);
    expect((await from("10.0.0.2")).statusCode).toBe(200);
  });

  it("does not limit the GETs", async () => {
    test = await buildTestApp(2);
    for (let i = 0; i < 10; i++) {
      for (const url of [...Object.values(GET_ENDPOINTS), "/healthz", "/"]) {
        expect((await test.app.inject({ url })).statusCode).toBe(200);
      }
    }
    expect((await courtFee(test.app)).statusCode).toBe(200);
  });

  it("never answers 429 when limiting is off", async () => {
    test = await buildTestApp(null);
    for (let i = 0; i < 300; i++) {
      const response = await courtFee(test.app);
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-ratelimit-limit"]).toBeUndefined();
    }
  });
});
