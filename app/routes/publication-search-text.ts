import { hindiSearchText, publicationSearchText } from "~/lib/content/search-index.server";
import { localeOf } from "~/lib/seo";
import type { Route } from "./+types/publication-search-text";

/**
 * Prerendered to a file; the search box fetches it only to show the sentence of a match found in an
 * article's body (under /hi/, in a summary or its article's body).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const text = localeOf(request) === "hi" ? await hindiSearchText() : await publicationSearchText();
  return new Response(text, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
