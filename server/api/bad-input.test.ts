import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema, MAX_AMOUNT, MESSAGES } from "../../core/fees/contract.ts";
import { BODY_LIMIT_BYTES } from "../app.ts";
import { type TestApp, POST_ENDPOINTS, buildTestApp, post } from "./test-support/build-test-app.ts";

// DESIGN section 4: bad input anywhere gets a 4xx with a JSON { error: <sentence> }, never a 5xx
// or a stack trace. Every class of bad input is sent to every POST endpoint.

type Body = Record<string, unknown>;
type Endpoint = keyof typeof POST_ENDPOINTS;

const VALID: Record<Endpoint, Body> = {
  legacyCourtFee: { amount: 1000, statename: "Delhi", statecode: "DL" },
  legacyArbitration: { amount: 1000 },
  courtFee: { jurisdiction: "DL", amount: 1000 },
  arbitration: { amount: 1000, counterClaim: 1000, tribunal: "sole" },
};

const WHOLE = MESSAGES.amountWhole;
const NOT_JSON = "The request body is not valid JSON.";
const SEND_JSON = "Send the request body as JSON, with the header Content-Type: application/json.";
const POISONED = "The request body may not contain the keys __proto__ or constructor.prototype; send a plain JSON object.";

/** The valid body as JSON text with the amount's value replaced by text JSON cannot express. */
const withRawAmount = (valid: Body, raw: string) => JSON.stringify({ ...valid, amount: "__RAW__" }).replace('"__RAW__"', raw);

const without = (valid: Body, key: string) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));

type Case = {
  name: string;
  body: (valid: Body) => unknown;
  contentType?: string | null;
  status: number;
  error?: string | RegExp;
  only?: Endpoint[];
};

const everywhere: Case[] = [
  { name: "missing amount", body: (v) => without(v, "amount"), status: 400, error: MESSAGES.amountRequired },
  {
    name: "extra field",
    body: (v) => ({ ...v, foo: 1 }),
    status: 400,
    error: /^The request has a field this address does not take; send only [a-zA-Z, ]+\.$/,
  },
  {
    name: "extra field named with markup (not echoed)",
    body: (v) => ({ ...v, ["<img src=x onerror=alert(1)>".repeat(50)]: 1 }),
    status: 400,
    error: /^The request has a field this address does not take; send only [a-zA-Z, ]+\.$/,
  },
  { name: "amount as a numeric string", body: (v) => ({ ...v, amount: "1000" }), status: 400, error: WHOLE },
  { name: "amount with Indian commas", body: (v) => ({ ...v, amount: "1,00,000" }), status: 400, error: WHOLE },
  { name: "amount as a float", body: (v) => ({ ...v, amount: 12.5 }), status: 400, error: WHOLE },
  { name: "amount zero", body: (v) => ({ ...v, amount: 0 }), status: 400, error: MESSAGES.amountPositive },
  { name: "amount negative", body: (v) => ({ ...v, amount: -5 }), status: 400, error: MESSAGES.amountPositive },
  { name: "amount -0", body: (v) => withRawAmount(v, "-0"), status: 400, error: MESSAGES.amountPositive },
  { name: "amount NaN (not JSON)", body: (v) => withRawAmount(v, "NaN"), status: 400, error: NOT_JSON },
  { name: "amount Infinity (not JSON)", body: (v) => withRawAmount(v, "Infinity"), status: 400, error: NOT_JSON },
  { name: "amount 1e400 (parses to Infinity)", body: (v) => withRawAmount(v, "1e400"), status: 400, error: WHOLE },
  { name: "amount just above the maximum", body: (v) => ({ ...v, amount: MAX_AMOUNT + 1 }), status: 400, error: MESSAGES.amountTooLarge },
  { name: "amount 1e300", body: (v) => withRawAmount(v, "1e300"), status: 400, error: MESSAGES.amountTooLarge },
  { name: "amount as an array", body: (v) => ({ ...v, amount: [1000] }), status: 400, error: WHOLE },
  { name: "amount as an object", body: (v) => ({ ...v, amount: { value: 1000 } }), status: 400, error: WHOLE },
  { name: "amount null", body: (v) => ({ ...v, amount: null }), status: 400, error: WHOLE },
  { name: "amount true", body: (v) => ({ ...v, amount: true }), status: 400, error: WHOLE },
  { name: "top-level array", body: (v) => [v], status: 400, error: MESSAGES.bodyNotObject },
  { name: "top-level string", body: () => '"1000"', status: 400, error: MESSAGES.bodyNotObject },
  { name: "top-level number", body: () => "1000", status: 400, error: MESSAGES.bodyNotObject },
  { name: "top-level null", body: () => "null", status: 400, error: MESSAGES.bodyNotObject },
  { name: "malformed JSON", body: () => '{"amount": 1000', status: 400, error: NOT_JSON },
  { name: "single-quoted JSON", body: () => "{'amount': 1000}", status: 400, error: NOT_JSON },
  { name: "empty body with the JSON type", body: () => "", status: 400, error: "The request body is empty; send a JSON object." },
  { name: "empty body without a type", body: () => "", contentType: null, status: 400, error: MESSAGES.bodyNotObject },
  { name: "JSON sent as text/plain", body: (v) => v, contentType: "text/plain", status: 415, error: SEND_JSON },
  { name: "a form post", body: () => "amount=1000", contentType: "application/x-www-form-urlencoded", status: 415, error: SEND_JSON },
  {
    name: "multipart",
    body: () => "--x\r\n\r\n1000\r\n--x--",
    contentType: "multipart/form-data; boundary=x",
    status: 415,
    error: SEND_JSON,
  },
  { name: "JSON without a content type", body: (v) => v, contentType: null, status: 415, error: SEND_JSON },
  { name: "a malformed content type", body: (v) => v, contentType: "garbage", status: 415, error: SEND_JSON },
  {
    name: `a body over ${BODY_LIMIT_BYTES} bytes`,
    body: (v) => ({ ...v, padding: "x".repeat(BODY_LIMIT_BYTES) }),
    status: 413,
    error: "The request body is too large; send a small JSON object.",
  },
  {
    name: "__proto__ poisoning",
    body: (v) => `{"__proto__": {"isAdmin": true}, ${JSON.stringify(v).slice(1)}`,
    status: 400,
    error: POISONED,
  },
  {
    name: "constructor.prototype poisoning",
    body: (v) => `{"constructor": {"prototype": {"isAdmin": true}}, ${JSON.stringify(v).slice(1)}`,
    status: 400,
    error: POISONED,
  },
];

const STATE_REQUIRED = MESSAGES.stateRequired;
const JURISDICTION_REQUIRED = MESSAGES.jurisdictionRequired;

const perEndpoint: Case[] = [
  { name: "missing statename", only: ["legacyCourtFee"], body: (v) => without(v, "statename"), status: 400, error: STATE_REQUIRED },
  { name: "missing statecode", only: ["legacyCourtFee"], body: (v) => without(v, "statecode"), status: 400, error: STATE_REQUIRED },
  { name: "blank statename", only: ["legacyCourtFee"], body: (v) => ({ ...v, statename: "   " }), status: 400, error: STATE_REQUIRED },
  { name: "statecode as a number", only: ["legacyCourtFee"], body: (v) => ({ ...v, statecode: 7 }), status: 400, error: STATE_REQUIRED },
  { name: "statename null", only: ["legacyCourtFee"], body: (v) => ({ ...v, statename: null }), status: 400, error: STATE_REQUIRED },
  {
    name: "unknown state",
    only: ["legacyCourtFee"],
    body: (v) => ({ ...v, statecode: "ZZ", statename: "Atlantis" }),
    status: 400,
    error: "There is no state or union territory with that code or name; choose one from the list.",
  },
  {
    name: "mismatched state",
    only: ["legacyCourtFee"],
    body: (v) => ({ ...v, statecode: "MH", statename: "Delhi" }),
    status: 400,
    error: "The state code and the state name refer to different states; choose the state from the list again.",
  },
  { name: "missing jurisdiction", only: ["courtFee"], body: (v) => without(v, "jurisdiction"), status: 400, error: JURISDICTION_REQUIRED },
  { name: "blank jurisdiction", only: ["courtFee"], body: (v) => ({ ...v, jurisdiction: "" }), status: 400, error: JURISDICTION_REQUIRED },
  {
    name: "jurisdiction as an array",
    only: ["courtFee"],
    body: (v) => ({ ...v, jurisdiction: ["DL"] }),
    status: 400,
    error: JURISDICTION_REQUIRED,
  },
  {
    name: "unknown jurisdiction",
    only: ["courtFee"],
    body: (v) => ({ ...v, jurisdiction: "ZZ" }),
    status: 400,
    error: /^There is no state or union territory/,
  },
  {
    name: "jurisdiction with markup (not echoed)",
    only: ["courtFee"],
    body: (v) => ({ ...v, jurisdiction: "<img src=x>" }),
    status: 400,
    error: "There is no state or union territory with that code.",
  },
  { name: "unknown tribunal", only: ["arbitration"], body: (v) => ({ ...v, tribunal: "five" }), status: 400, error: MESSAGES.tribunal },
  {
    name: "counter-claim zero",
    only: ["arbitration"],
    body: (v) => ({ ...v, counterClaim: 0 }),
    status: 400,
    error: "Counter-claim must be greater than 0",
  },
  {
    name: "counter-claim as a string",
    only: ["arbitration"],
    body: (v) => ({ ...v, counterClaim: "1000" }),
    status: 400,
    error: "Enter the counter-claim in whole rupees, without commas, dots or spaces",
  },
  {
    name: "counter-claim too large",
    only: ["arbitration"],
    body: (v) => ({ ...v, counterClaim: MAX_AMOUNT + 1 }),
    status: 400,
    error: "Counter-claim must be at most Rs 10,00,000 crore",
  },
  {
    name: "statename on the arbitration endpoint",
    only: ["legacyArbitration"],
    body: (v) => ({ ...v, statename: "Delhi" }),
    status: 400,
    error: "The request has a field this address does not take; send only amount.",
  },
];

const endpoints = Object.keys(POST_ENDPOINTS) as Endpoint[];
const rows = [...everywhere, ...perEndpoint].flatMap((c) =>
  endpoints.filter((e) => c.only === undefined || c.only.includes(e)).map((endpoint) => ({ ...c, endpoint })),
);

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp(null);
});
afterAll(() => test.close());

describe("bad input on every POST endpoint", () => {
  it.each(endpoints)("the valid body for %s is accepted (the table starts from a good request)", async (endpoint) => {
    const response = await post(test.app, POST_ENDPOINTS[endpoint], VALID[endpoint]);
    expect(response.statusCode).toBe(200);
  });

  it.each(rows)("$endpoint: $name -> $status", async ({ endpoint, body, contentType, status, error }) => {
    const response = await post(test.app, POST_ENDPOINTS[endpoint], body(VALID[endpoint]), contentType);
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).not.toMatch(/stack|\n\s+at /i);
    const parsed = apiErrorSchema.parse(response.json());
    if (typeof error === "string") expect(parsed.error).toBe(error);
    else if (error) expect(parsed.error).toMatch(error);
  });

  it("lists every validation message in details, the first one as error", async () => {
    const response = await post(test.app, POST_ENDPOINTS.courtFee, { amount: 0, foo: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: MESSAGES.jurisdictionRequired,
      details: [
        MESSAGES.jurisdictionRequired,
        MESSAGES.amountPositive,
        "The request has a field this address does not take; send only jurisdiction, amount.",
      ],
    });
  });

  it("refuses a poisoned body and leaves Object.prototype unpolluted", async () => {
    const response = await post(test.app, POST_ENDPOINTS.courtFee, '{"__proto__": {"polluted": true}, "jurisdiction": "DL", "amount": 5}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: POISONED });
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });
});
