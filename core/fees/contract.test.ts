import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { computeArbitrationFee } from "./arbitration-fee.ts";
import {
  MAX_AMOUNT,
  amountSchema,
  apiErrorSchema,
  arbitrationFormSchema,
  arbitrationRequestSchema,
  arbitrationResponseSchema,
  courtFeeFormSchema,
  courtFeeRequestSchema,
  courtFeeResponseSchema,
  jurisdictionListSchema,
  legacyArbitrationRequestSchema,
  legacyCourtFeeRequestSchema,
  legacyFeeResponseSchema,
  legacyStateListSchema,
} from "./contract.ts";
import { computeCourtFee } from "./court-fee.ts";
import { JURISDICTION_IDS } from "./data/court-fees.ts";
import { legacyFeeNumber } from "./indian-format.ts";
import { buildLegacyStateList, listJurisdictions } from "./jurisdictions.ts";

function messages(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function firstMessageFor(schema: z.ZodMiniType, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join(".") === field)?.message;
}

describe("MAX_AMOUNT", () => {
  it("is Rs 10,00,000 crore", () => {
    expect(MAX_AMOUNT).toBe(10_000_000_000_000);
  });
});

describe("court fee form (SPEC section 5), messages word for word", () => {
  it.each([
    [{ state: "", amount_Court: "100" }, "state", "State is required"],
    [{ amount_Court: "100" }, "state", "State is required"],
    [{ state: "   ", amount_Court: "100" }, "state", "State is required"],
    [{ state: "DL", amount_Court: "" }, "amount_Court", "Amount is required"],
    [{ state: "DL" }, "amount_Court", "Amount is required"],
    [{ state: "DL", amount_Court: Number.NaN }, "amount_Court", "Amount is required"],
    [{ state: "DL", amount_Court: "0" }, "amount_Court", "Amount must be greater than 0"],
    [{ state: "DL", amount_Court: "-5" }, "amount_Court", "Amount must be greater than 0"],
    [{ state: "DL", amount_Court: 0 }, "amount_Court", "Amount must be greater than 0"],
    [{ state: "DL", amount_Court: "12.5" }, "amount_Court", "Enter the amount in whole rupees, without commas, dots or spaces"],
    [{ state: "DL", amount_Court: "1,00,000" }, "amount_Court", "Enter the amount in whole rupees, without commas, dots or spaces"],
    [{ state: "DL", amount_Court: "1e5" }, "amount_Court", "Enter the amount in whole rupees, without commas, dots or spaces"],
    [{ state: "DL", amount_Court: "10000000000001" }, "amount_Court", "Amount must be at most Rs 10,00,000 crore"],
  ])("%j -> %s: %s", (input, field, message) => {
    expect(firstMessageFor(courtFeeFormSchema, input, field)).toBe(message);
  });

  it("coerces the amount to a number", () => {
    expect(courtFeeFormSchema.parse({ state: "DL", amount_Court: "100000" })).toEqual({
      state: "DL",
      amount_Court: 100_000,
    });
    expect(courtFeeFormSchema.parse({ state: "DL", amount_Court: 510 })).toEqual({ state: "DL", amount_Court: 510 });
  });
});

describe("arbitration form, same rules and messages", () => {
  it.each([
    ["", "Amount is required"],
    [undefined, "Amount is required"],
    ["0", "Amount must be greater than 0"],
    ["abc", "Enter the amount in whole rupees, without commas, dots or spaces"],
    [MAX_AMOUNT + 1, "Amount must be at most Rs 10,00,000 crore"],
  ])("%j -> %s", (value, message) => {
    expect(firstMessageFor(arbitrationFormSchema, { amount_Arbitration: value }, "amount_Arbitration")).toBe(message);
  });

  it("accepts whole rupees up to MAX_AMOUNT (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT }), fc.boolean(), (n, asText) => {
        const parsed = arbitrationFormSchema.parse({ amount_Arbitration: asText ? String(n) : n });
        expect(parsed.amount_Arbitration).toBe(n);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("arbitration form: the counter-claim and the tribunal", () => {
  const messageFor = (input: Record<string, unknown>, field: string) =>
    firstMessageFor(arbitrationFormSchema, { amount_Arbitration: "100", ...input }, field);

  it("an empty counter-claim means none, and an empty or absent tribunal the default", () => {
    expect(arbitrationFormSchema.parse({ amount_Arbitration: "100", counterClaim: "", tribunal: "" })).toEqual({
      amount_Arbitration: 100,
      tribunal: "sole",
    });
    expect(arbitrationFormSchema.parse({ amount_Arbitration: "100", counterClaim: " 50 ", tribunal: "three" })).toEqual({
      amount_Arbitration: 100,
      counterClaim: 50,
      tribunal: "three",
    });
  });

  it.each([
    ["0", "Counter-claim must be greater than 0"],
    ["x", "Enter the counter-claim in whole rupees, without commas, dots or spaces"],
    ["1,00,000", "Enter the counter-claim in whole rupees, without commas, dots or spaces"],
    [String(MAX_AMOUNT + 1), "Counter-claim must be at most Rs 10,00,000 crore"],
  ])("counter-claim %j -> %s", (counterClaim, message) => {
    expect(messageFor({ counterClaim }, "counterClaim")).toBe(message);
  });

  it("a tribunal other than the two gets the API's message", () => {
    expect(messageFor({ tribunal: "five" }, "tribunal")).toBe("Tribunal must be 'sole' or 'three'");
  });
});

describe("amount schema (API)", () => {
  it.each([
    [undefined, "Amount is required"],
    [0, "Amount must be greater than 0"],
    [-1, "Amount must be greater than 0"],
    [1.5, "Enter the amount in whole rupees, without commas, dots or spaces"],
    ["100", "Enter the amount in whole rupees, without commas, dots or spaces"],
    [Number.POSITIVE_INFINITY, "Enter the amount in whole rupees, without commas, dots or spaces"],
    [Number.NaN, "Enter the amount in whole rupees, without commas, dots or spaces"],
    [MAX_AMOUNT + 1, "Amount must be at most Rs 10,00,000 crore"],
    [2 ** 60, "Amount must be at most Rs 10,00,000 crore"],
  ])("%s -> %s", (value, message) => {
    expect(messages(amountSchema, value)[0]).toBe(message);
  });

  it("accepts 1 and MAX_AMOUNT", () => {
    expect(amountSchema.parse(1)).toBe(1);
    expect(amountSchema.parse(MAX_AMOUNT)).toBe(MAX_AMOUNT);
  });
});

describe("legacy requests (SPEC section 7 shapes)", () => {
  it("court fee: {amount, statename, statecode}, nothing else", () => {
    expect(legacyCourtFeeRequestSchema.parse({ amount: 510, statename: "Delhi", statecode: "DL" })).toEqual({
      amount: 510,
      statename: "Delhi",
      statecode: "DL",
    });
    expect(messages(legacyCourtFeeRequestSchema, { amount: 510, statename: "Delhi", statecode: "DL", x: 1 })).toEqual([
      "The request has a field this address does not take; send only amount, statename, statecode.",
    ]);
    expect(messages(legacyCourtFeeRequestSchema, { statename: "Delhi", statecode: "DL" })).toEqual(["Amount is required"]);
    expect(messages(legacyCourtFeeRequestSchema, { amount: 5, statename: "", statecode: "" })).toEqual([
      "State is required",
      "State is required",
    ]);
    expect(messages(legacyCourtFeeRequestSchema, null)).toEqual(["The request body must be a JSON object"]);
    expect(messages(legacyCourtFeeRequestSchema, [510])).toEqual(["The request body must be a JSON object"]);
  });

  it("arbitration: {amount}, nothing else", () => {
    expect(legacyArbitrationRequestSchema.parse({ amount: 500_000 })).toEqual({ amount: 500_000 });
    expect(messages(legacyArbitrationRequestSchema, { amount: 5, a: 1, b: 2 })).toEqual([
      "The request has fields this address does not take; send only amount.",
    ]);
    expect(messages(legacyArbitrationRequestSchema, { amount: 0 })).toEqual(["Amount must be greater than 0"]);
  });

  it("the state list and the bare-number response", () => {
    const list = buildLegacyStateList();
    expect(legacyStateListSchema.parse(list)).toEqual(list);
    expect(Object.keys(list)).toEqual(
      listJurisdictions()
        .filter((j) => j.status !== "unavailable")
        .map((j) => j.id),
    );
    const fee = computeCourtFee("DL", 510);
    expect(fee.ok && legacyFeeResponseSchema.parse(legacyFeeNumber(fee.feePaise))).toBe(76.5);
    expect(apiErrorSchema.parse({ error: "Amount is required", field: "amount" })).toEqual({
      error: "Amount is required",
      field: "amount",
    });
  });
});

describe("rich requests", () => {
  it("court fee: {jurisdiction, amount}", () => {
    expect(courtFeeRequestSchema.parse({ jurisdiction: "DL", amount: 510 })).toEqual({
      jurisdiction: "DL",
      amount: 510,
    });
    expect(messages(courtFeeRequestSchema, { amount: 510 })).toEqual(["Jurisdiction is required"]);
    expect(messages(courtFeeRequestSchema, { jurisdiction: "DL", amount: 510, state: "x" })).toEqual([
      "The request has a field this address does not take; send only jurisdiction, amount.",
    ]);
  });

  it("arbitration: {amount, counterClaim?, tribunal = 'sole'}", () => {
    expect(arbitrationRequestSchema.parse({ amount: 100 })).toEqual({ amount: 100, tribunal: "sole" });
    expect(arbitrationRequestSchema.parse({ amount: 100, counterClaim: 50, tribunal: "three" })).toEqual({
      amount: 100,
      counterClaim: 50,
      tribunal: "three",
    });
    expect(messages(arbitrationRequestSchema, { amount: 100, tribunal: "five" })).toEqual(["Tribunal must be 'sole' or 'three'"]);
    expect(messages(arbitrationRequestSchema, { amount: 100, counterClaim: 0 })).toEqual(["Counter-claim must be greater than 0"]);
    expect(messages(arbitrationRequestSchema, { amount: 100, counterClaim: 1.5 })).toEqual([
      "Enter the counter-claim in whole rupees, without commas, dots or spaces",
    ]);
  });
});

describe("responses: what the engines return fits the contract and survives JSON", () => {
  it("jurisdiction list", () => {
    expect(jurisdictionListSchema.parse(listJurisdictions())).toEqual(listJurisdictions());
  });

  it("court fee results and refusals for every jurisdiction", () => {
    const values = [1, 5, 100, 510, 30_001, 99_999, 100_000, 100_010, 576_627, 50_000_000, MAX_AMOUNT];
    for (const id of [...JURISDICTION_IDS, "XX"]) {
      for (const value of [...values, 0]) {
        const result = computeCourtFee(id, value);
        const roundTrip: unknown = JSON.parse(JSON.stringify(result));
        expect(roundTrip).toEqual(result);
        expect(courtFeeResponseSchema.parse(roundTrip)).toEqual(result);
      }
    }
  });

  it("arbitration results and refusals", () => {
    for (const input of [
      { amount: 1, tribunal: "sole" as const },
      { amount: 150_000_000, counterClaim: 500_001, tribunal: "three" as const },
      { amount: MAX_AMOUNT, counterClaim: MAX_AMOUNT, tribunal: "sole" as const },
      { amount: 0, tribunal: "sole" as const },
    ]) {
      const result = computeArbitrationFee(input);
      const roundTrip: unknown = JSON.parse(JSON.stringify(result));
      expect(roundTrip).toEqual(result);
      expect(arbitrationResponseSchema.parse(roundTrip)).toEqual(result);
    }
  });
});
