import { publicationSearchText } from "~/lib/content/search-index.server";

/** Prerendered to a file; the search box fetches it only to show the sentence of a match found in an article's body. */
export async function loader() {
  return new Response(await publicationSearchText(), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
