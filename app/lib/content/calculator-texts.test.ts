/**
 * The fixed sentences of the fee data reach a Hindi page by their English text
 * (translations/en/calculators.yaml, `messages`): each must be there word for word, or the Hindi
 * page would silently show it in English.
 */
import { describe, expect, it } from "vitest";
import { ARBITRATION_EXPLANATIONS } from "../../../core/fees/data/arbitration-explanations";
import { FOURTH_SCHEDULE } from "../../../core/fees/data/arbitration";
import { FEE_API_SENTENCES } from "../fee-api";
import { loadContentTree } from "./content-tree.server";

describe("the fee data's sentences in the translation files", () => {
  const tree = loadContentTree("content");
  const english = Object.entries(tree.translations.en.calculators).filter(([key]) => key.startsWith("messages."));
  const hindi = tree.translations.hi.calculators;
  const sentences = [
    ARBITRATION_EXPLANATIONS.soleArbitratorUplift,
    ARBITRATION_EXPLANATIONS.ceilingApplied,
    ...Object.values(ARBITRATION_EXPLANATIONS.resultNotes),
    ...FOURTH_SCHEDULE.slabs.flatMap((row) => (row.note === undefined ? [] : [row.note])),
    ...Object.values(ARBITRATION_EXPLANATIONS.citation),
    // The failures a calculator's toast reports in the client's own words (the server's are checked in server/errors.test.ts).
    ...FEE_API_SENTENCES,
  ];

  it.each(sentences)("has the English and a Hindi translation of: %s", (sentence) => {
    const entry = english.find(([, text]) => text === sentence);
    expect(entry, "copy the sentence into translations/en/calculators.yaml under messages").toBeDefined();
    const translated = hindi[entry?.[0] ?? ""];
    expect(translated).toMatch(/[\u0900-\u097F]/);
    expect(translated).toMatch(/।$/);
  });
});
