import { publicationSearchIndex } from "~/lib/content/search-index.server";

/** Prerendered to a file; the search box fetches it only when a visitor starts to use the box. */
export async function loader() {
  return new Response(await publicationSearchIndex(), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
