import { describe, expect, it } from "vitest";
import { textParts } from "./mixed-text";

const english = (text: string) =>
  textParts(text)
    .filter((part) => part.english)
    .map((part) => part.text);

describe("textParts", () => {
  it("finds the English runs of a Hindi text, brackets and the year included", () => {
    expect(english("Nyayadhara Chambers दिल्ली की विधि फर्म है।")).toEqual(["Nyayadhara Chambers"]);
    expect(english("अधिनियम, 1996 (Arbitration and Conciliation Act, 1996) की चौथी अनुसूची")).toEqual([
      "Arbitration and Conciliation Act, 1996",
    ]);
    expect(english("विधेयक (Arbitration and Conciliation (Amendment) Bill, 2024) चौथी")).toEqual([
      "Arbitration and Conciliation (Amendment) Bill, 2024",
    ]);
    expect(english("और DIAC (Delhi International Arbitration Centre) के नियम")).toEqual(["DIAC (Delhi International Arbitration Centre)"]);
  });

  it("leaves numbers and Hindi alone, and loses no character", () => {
    const text = "₹30,00,000 की सीमा (30 अगस्त 2022, 2022 SCC OnLine SC 1122) में।";
    expect(english(text)).toEqual(["SCC OnLine SC"]);
    expect(
      textParts(text)
        .map((part) => part.text)
        .join(""),
    ).toBe(text);
    expect(english("राशि 0 से अधिक होनी चाहिए।")).toEqual([]);
  });
});
