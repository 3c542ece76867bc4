import type { Options, SearchOptions } from "minisearch";

/** What the search box shows of each result, stored in the index beside the terms. */
export type SearchDocument = {
  id: number;
  title: string;
  excerpt: string;
  topics: string;
  tags: string;
  body: string;
  date: string;
  authorName: string;
};
export type StoredResult = Pick<SearchDocument, "title" | "excerpt" | "date" | "authorName">;

export const searchIndexPath = "/publications/search-index.json";
/** Each article's body text by id ({"7": "The seat of …"}), for the sentence of a body-only match. */
export const searchTextPath = "/publications/search-text.json";

/**
 * One set of options on both sides: the build indexes with them and the box loads the index with
 * them, so the two always agree on fields and term processing.
 */
export const searchIndexOptions: Options<SearchDocument> = {
  fields: ["title", "excerpt", "topics", "tags", "body"],
  storeFields: ["title", "excerpt", "date", "authorName"],
};

/** Every word must match; the last may be a prefix (the visitor is still typing it), small typos pass. */
export const searchQueryOptions: SearchOptions = {
  boost: { title: 4, topics: 3, tags: 2, excerpt: 2 },
  combineWith: "AND",
  prefix: true,
  fuzzy: (term) => (term.length > 4 ? 0.2 : 0),
};
