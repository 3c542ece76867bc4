/**
 * The Hindi texts' own checks: an avoided word may stand as the bracketed gloss of the house term
 * and nowhere else; lettered provisions take a Devanagari letter; English in a practice page is
 * marked <En>. Each problem names the file and the field or line.
 */
import { describe, expect, it } from "vitest";
import { edit, grownCopies, problemsOf } from "./test-support/content-edits";
import { glossaryProblems, provisionProblems, textFields, unmarkedEnglish, withoutGlosses } from "./hindi-checks";
import type { Glossary } from "./schemas";

const copy = grownCopies();
const glossary: Glossary = { terms: [{ en: "tribunal", hi: "अधिकरण", avoid: ["ट्रिब्यूनल"], source: "Central Acts", basis: "verified" }] };

describe("the glossary's check", () => {
  it("lets an avoided word stand in brackets right after the house term", () => {
    expect(withoutGlosses("औद्योगिक अधिकरणों (ट्रिब्यूनल) के समक्ष", "अधिकरण")).toBe("औद्योगिक अधिकरणों के समक्ष");
    expect(glossaryProblems([{ field: "intro", text: "अधिकरण (ट्रिब्यूनल) के समक्ष" }], glossary)).toEqual([]);
  });

  it("still fails the bare word, and a bracket that follows something else, naming the field", () => {
    expect(glossaryProblems([{ field: "hero.subtitle", text: "ट्रिब्यूनल के समक्ष" }], glossary)).toEqual([
      expect.stringMatching(/^hero\.subtitle: uses "ट्रिब्यूनल"; the glossary \(glossary\.yaml\) writes "अधिकरण" for "tribunal"/),
    ]);
    expect(glossaryProblems([{ field: "x", text: "न्यायालय (ट्रिब्यूनल)" }], glossary)).toHaveLength(1);
  });

  it("accepts a gloss in the content and names file and field of a bare word", () => {
    const dir = copy();
    edit(dir, "pages/hi/contact.yaml", "हमें लिख सकते हैं", "हमें अधिकरण (ट्रिब्यूनल) में लिख सकते हैं");
    expect(problemsOf(dir)).toEqual([]);
    edit(dir, "pages/hi/contact.yaml", "अधिकरण (ट्रिब्यूनल) में", "ट्रिब्यूनल में");
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/pages\/hi\/contact\.yaml: intro: uses "ट्रिब्यूनल"; the glossary \(glossary\.yaml\) writes "अधिकरण"/),
    ]);
  });

  it("names the line of a practice page", () => {
    const dir = copy();
    edit(dir, "services/hi/litigation.mdx", "राष्ट्रीय कंपनी विधि अधिकरण (ट्रिब्यूनल)", "राष्ट्रीय कंपनी विधि ट्रिब्यूनल");
    expect(problemsOf(dir)).toEqual([expect.stringMatching(/services\/hi\/litigation\.mdx: line 17: uses "ट्रिब्यूनल"/)]);
  });

  it("keeps an Act's English title to the brackets after its Hindi title", () => {
    const dir = copy();
    edit(dir, "services/hi/recovery.mdx", "परक्राम्य लिखत अधिनियम, 1881 (<En>Negotiable Instruments Act, 1881</En>)", "<En>Negotiable Instruments Act, 1881</En>");
    expect(problemsOf(dir)).toEqual([expect.stringMatching(/recovery\.mdx: line \d+: uses "Negotiable Instruments Act, 1881"; the glossary .* writes "परक्राम्य लिखत अधिनियम, 1881"/)]);
  });
});

describe("lettered provisions", () => {
  it("take the Devanagari letter joined to the number", () => {
    expect(provisionProblems([{ field: "line 3", text: "धारा 12क और आदेश 13क; धारा 25(1)" }])).toEqual([]);
    expect(provisionProblems([{ field: "line 3", text: "धारा 12A, आदेश 13-क और धारा 29-A" }])).toEqual([
      expect.stringContaining('line 3: writes "धारा 12A"'),
      expect.stringContaining('line 3: writes "आदेश 13-क"'),
      expect.stringContaining('line 3: writes "धारा 29-A"'),
    ]);
  });
});

describe("English in a Hindi practice page", () => {
  it("is marked <En>…</En>; a link's address does not count", () => {
    expect(unmarkedEnglish([{ field: "line 5", text: "<En>Mediation Act, 2023</En> और [लेख](https://example.com/a)" }])).toEqual([]);
    expect(unmarkedEnglish([{ field: "line 5", text: "Mediation Act, 2023 मध्यस्थता" }])).toEqual([expect.stringMatching(/^line 5: "Mediation Act, 2023" is English outside <En>/)]);
  });
});

describe("textFields", () => {
  it("names every text by its path", () => {
    expect(textFields({ hero: { heading: "क" }, cards: [{ items: ["ख"] }], order: 1 })).toEqual([
      { field: "hero.heading", text: "क" },
      { field: "cards[0].items[0]", text: "ख" },
    ]);
  });
});
