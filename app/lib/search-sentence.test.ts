import { describe, expect, it } from "vitest";
import { SENTENCE_WORDS, matchedSentence, sentencesOf } from "./search-sentence";

describe("the sentences of a body", () => {
  it("splits at a full stop, question or exclamation before a new sentence", () => {
    expect(sentencesOf("The seat matters. Does the venue? It does not! 2015 changed it.")).toEqual([
      "The seat matters.",
      "Does the venue?",
      "It does not!",
      "2015 changed it.",
    ]);
  });

  it("does not split after a case's 'v.', a company's 'Co.', 'No.', a section's 's.' or initials", () => {
    const text =
      "In Bharat Aluminium Co. Ltd v. Kaiser the Court held so. See s. 34 and W.P.(C) No. 10983. A.K. Gopalan was detained. Then came Maneka.";
    expect(sentencesOf(text)).toEqual([
      "In Bharat Aluminium Co. Ltd v. Kaiser the Court held so.",
      "See s. 34 and W.P.(C) No. 10983.",
      "A.K. Gopalan was detained.",
      "Then came Maneka.",
    ]);
  });
});

describe("the matched sentence", () => {
  const body = "The seat fixes the court. A venue is only where the tribunal meets. The venue and the seat may differ in Mumbai.";

  it("is the first sentence holding the most matched terms", () => {
    expect(matchedSentence(body, new Set(["venue"]))).toBe("A venue is only where the tribunal meets.");
    expect(matchedSentence(body, new Set(["venue", "mumbai"]))).toBe("The venue and the seat may differ in Mumbai.");
    expect(matchedSentence(body, new Set(["zurich"]))).toBeNull();
  });

  it("cuts a long sentence around its first match", () => {
    const long = `${Array.from({ length: 60 }, (_, i) => `w${i}`).join(" ")} arbitration ${Array.from({ length: 60 }, (_, i) => `x${i}`).join(" ")}.`;
    const shown = matchedSentence(long, new Set(["arbitration"]))!;
    expect(shown.startsWith("… ") && shown.endsWith(" …")).toBe(true);
    expect(shown.split(" ").filter((w) => w !== "…")).toHaveLength(SENTENCE_WORDS);
    expect(shown).toContain("arbitration");
  });
});
