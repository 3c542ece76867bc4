import { hindiSearchIndex, publicationSearchIndex } from "~/lib/content/search-index.server";
import { localeOf } from "~/lib/seo";
import type { Route } from "./+types/publication-search-index";

/**
 * Prerendered to a file; the search box fetches it only when a visitor starts to use the box. Under
 * /hi/ it is the Hindi library's index, of the articles with a Hindi summary.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const index = localeOf(request) === "hi" ? await hindiSearchIndex() : await publicationSearchIndex();
  return new Response(index, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
