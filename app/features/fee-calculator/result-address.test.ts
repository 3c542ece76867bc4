import { describe, expect, it } from "vitest";
import { computeArbitrationFee } from "../../../core/fees/arbitration-fee";
import { MESSAGES } from "../../../core/fees/contract";
import { computeCourtFee } from "../../../core/fees/court-fee";
import { arbitrationAddress, courtFeeAddress } from "./result-address";
import { arbitrationFromAddress, courtFeeFromAddress } from "./result-address.server";

const query = (address: string) => new URL(address, "http://localhost").searchParams;

describe("court fee addresses", () => {
  it("without a query: the empty form and nothing computed", () => {
    expect(courtFeeFromAddress(new URLSearchParams(), "en")).toEqual({ values: { state: "", amount: "" }, errors: null, outcome: null });
  });

  it("the issue's example computes what the engine computes, and the address round-trips", () => {
    const address = courtFeeAddress({ state: "DL", amount: 1_500_000 }, "en");
    expect(address).toBe("/calculator/court-fee-calculator?state=DL&amount=1500000");
    const read = courtFeeFromAddress(query(address), "en");
    expect(read.values).toEqual({ state: "DL", amount: "1500000" });
    expect(read.errors).toBeNull();
    expect(read.outcome).toEqual({ kind: "fee", result: computeCourtFee("DL", 1_500_000) });
  });

  it("takes a code in any case, and shows a refusal for a State without a verified table", () => {
    expect(courtFeeFromAddress(query("?state=dl&amount=510"), "en").values.state).toBe("DL");
    expect(courtFeeFromAddress(query("?state=GA&amount=1000"), "en").outcome).toEqual({
      kind: "refusal",
      refusal: computeCourtFee("GA", 1000),
    });
  });

  it.each([
    ["?state=DL&amount=0", { amount_Court: MESSAGES.amountPositive }],
    ["?state=DL&amount=", { amount_Court: MESSAGES.amountRequired }],
    ["?state=DL", { amount_Court: MESSAGES.amountRequired }],
    ["?state=DL&amount=1,00,000", { amount_Court: MESSAGES.amountWhole }],
    ["?state=DL&amount=12.5", { amount_Court: MESSAGES.amountWhole }],
    ["?state=DL&amount=99999999999999999", { amount_Court: MESSAGES.amountTooLarge }],
    ["?state=ZZ&amount=1000", { state: MESSAGES.stateRequired }],
    ["?amount=1000", { state: MESSAGES.stateRequired }],
    ["?state=<b>&amount=abc", { state: MESSAGES.stateRequired, amount_Court: MESSAGES.amountWhole }],
  ])("%s gives the form's messages and computes nothing", (search, messages) => {
    const read = courtFeeFromAddress(query(search), "en");
    expect(read.outcome).toBeNull();
    expect(read.errors).toEqual(
      Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, { type: "address", message }])),
    );
  });
});

describe("addresses in Hindi", () => {
  it("keep a Hindi visitor on the Hindi page, with the same query", () => {
    expect(courtFeeAddress({ state: "DL", amount: 1_500_000 }, "hi")).toBe("/hi/calculator/court-fee-calculator?state=DL&amount=1500000");
    expect(arbitrationAddress({ amount: 2_500_000, counterClaim: 1000, tribunal: "three" }, "hi")).toBe(
      "/hi/calculator/arbitration-fee-calculator?amount=2500000&counterClaim=1000&tribunal=three",
    );
  });
});

describe("arbitration addresses", () => {
  it("the issue's example computes what the engine computes, and the address round-trips", () => {
    const address = arbitrationAddress({ amount: 2_500_000, tribunal: "sole" }, "en");
    expect(address).toBe("/calculator/arbitration-fee-calculator?amount=2500000");
    const read = arbitrationFromAddress(query(address), "en");
    expect(read.errors).toBeNull();
    expect(read.result).toEqual(computeArbitrationFee({ amount: 2_500_000, tribunal: "sole" }));
  });

  it("reads the counter-claim and a tribunal of three, and what a form without script sends", () => {
    const address = arbitrationAddress({ amount: 150_000_000, counterClaim: 500_000, tribunal: "three" }, "en");
    expect(address).toBe("/calculator/arbitration-fee-calculator?amount=150000000&counterClaim=500000&tribunal=three");
    expect(arbitrationFromAddress(query(address), "en").result).toEqual(
      computeArbitrationFee({ amount: 150_000_000, counterClaim: 500_000, tribunal: "three" }),
    );
    const submitted = arbitrationFromAddress(query("?amount=2500000&counterClaim=&tribunal=sole"), "en");
    expect(submitted.result).toEqual(computeArbitrationFee({ amount: 2_500_000, tribunal: "sole" }));
  });

  it("gives each bad value its message beside its field", () => {
    const read = arbitrationFromAddress(query("?amount=0&counterClaim=x&tribunal=five"), "en");
    expect(read.result).toBeNull();
    expect(read.errors).toEqual({
      amount_Arbitration: { type: "address", message: MESSAGES.amountPositive },
      counterClaim: { type: "address", message: "Enter the counter-claim in whole rupees, without commas, dots or spaces" },
      tribunal: { type: "address", message: MESSAGES.tribunal },
    });
    expect(read.values.tribunal).toBe("sole");
  });
});
