import { publicationsFeed } from "~/lib/content/feeds.server";
import { feedLinks } from "~/lib/feeds";
import type { Route } from "./+types/publication-feed";

/** /feed.rss, /feed.atom and /feed.json: prerendered to files, which the server types by name. */
export async function loader({ request }: Route.LoaderArgs) {
  // The prerender asks for the route's data (/feed.rss.data) as well as the file itself.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  const link = feedLinks.find((f) => f.path === pathname);
  if (!link) throw new Response("Not found", { status: 404 });
  return new Response(await publicationsFeed(link.format), { headers: { "Content-Type": `${link.type}; charset=utf-8` } });
}
