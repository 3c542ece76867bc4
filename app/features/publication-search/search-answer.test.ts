import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { type SearchDocument, searchIndexOptions } from "~/lib/publication-search";
import { MAX_RESULTS, foundArticles, markedRuns, searchIndex } from "./search-answer";

const article = (id: number, fields: Partial<SearchDocument>): SearchDocument => ({
  id,
  title: `Article ${id}`,
  excerpt: "An excerpt.",
  topics: "",
  tags: "",
  body: "",
  date: "2024-03-05",
  authorName: "A. Author",
  ...fields,
});

/** An index as the build writes it and the worker reads it back: through its JSON. */
function indexOf(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const built = new MiniSearch<SearchDocument>(searchIndexOptions);
  built.addAll(documents);
  return MiniSearch.loadJSON<SearchDocument>(JSON.stringify(built), searchIndexOptions);
}

describe("the runs of a text", () => {
  it("marks each matched word, whatever its case, and keeps every character", () => {
    const runs = markedRuns("Seat, venue and SEAT.", new Set(["seat"]));
    expect(runs).toEqual([
      ["Seat", true],
      [", ", false],
      ["venue", false],
      [" ", false],
      ["and", false],
      [" ", false],
      ["SEAT", true],
      [".", false],
    ]);
    expect(runs.map(([text]) => text).join("")).toBe("Seat, venue and SEAT.");
  });

  it("marks words of any script, not parts of words", () => {
    expect(markedRuns("मध्यस्थता और मध्यस्थ", new Set(["मध्यस्थ"])).filter(([, marked]) => marked)).toEqual([["मध्यस्थ", true]]);
  });
});

describe("a search's answer", () => {
  const index = indexOf([
    article(1, { title: "The seat of arbitration", excerpt: "Where an award is made." }),
    article(2, { title: "Court fees", body: "Nothing about venues. The seat decides the court that supervises." }),
    article(3, { title: "Cheques", excerpt: "Dishonour and its notice.", date: "2023-11-20", authorName: "B. Writer" }),
  ]);

  it("is empty for a blank query", () => {
    expect(searchIndex(index, "  ")).toEqual([]);
  });

  it("finds by title first and knows a match found only in the body", () => {
    const matches = searchIndex(index, "seat");
    expect(matches.map((m) => [m.id, m.bodyOnly])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it("writes the date and author, marks the title, and gives a body-only match its sentence once the bodies are there", () => {
    const matches = searchIndex(index, "seat");
    const [first, second] = foundArticles(matches, null);
    expect(first?.title.filter(([, marked]) => marked)).toEqual([["seat", true]]);
    expect(first?.byline).toBe("5 March 2024 · A. Author");
    expect(second?.sentence).toBeNull();
    const bodies = { "2": "Nothing about venues. The seat decides the court that supervises." };
    const [, withBodies] = foundArticles(matches, bodies);
    expect(withBodies?.sentence?.map(([text]) => text).join("")).toBe("The seat decides the court that supervises.");
    expect(withBodies?.sentence?.filter(([, marked]) => marked)).toEqual([["seat", true]]);
  });

  it("takes the last word as a prefix and every word as required", () => {
    expect(searchIndex(index, "dishon").map((m) => m.id)).toEqual([3]);
    expect(searchIndex(index, "seat cheques")).toEqual([]);
  });

  it("shows at most MAX_RESULTS articles", () => {
    const many = indexOf(Array.from({ length: MAX_RESULTS + 3 }, (_, i) => article(i + 1, { title: `Limitation ${i}` })));
    const matches = searchIndex(many, "limitation");
    expect(matches).toHaveLength(MAX_RESULTS + 3);
    expect(foundArticles(matches, null)).toHaveLength(MAX_RESULTS);
  });
});
