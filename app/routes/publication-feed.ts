import { hindiSummariesFeed, publicationsFeed } from "~/lib/content/feeds.server";
import { feedLinks, hindiFeedLinks, topicFeedLinks } from "~/lib/feeds";
import { localeOf } from "~/lib/seo";
import type { Route } from "./+types/publication-feed";

/**
 * /feed.rss, /feed.atom and /feed.json, and each topic's three at /publications/topics/<t>/feed.*:
 * prerendered to files, which the server types by name. Under /hi/ (/hi/feed.rss …), the Hindi
 * summaries.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // The prerender asks for the route's data (/feed.rss.data) as well as the file itself.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  const topic = params.topic ?? null;
  if (localeOf(request) === "hi") {
    const link = hindiFeedLinks.find((f) => f.path === pathname);
    if (!link) throw new Response("Not found", { status: 404 });
    return new Response(hindiSummariesFeed(link.format), { headers: { "Content-Type": `${link.type}; charset=utf-8` } });
  }
  const link = (topic === null ? feedLinks : topicFeedLinks(topic)).find((f) => f.path === pathname);
  const body = link ? await publicationsFeed(link.format, topic) : null;
  if (!link || body === null) throw new Response("Not found", { status: 404 });
  return new Response(body, { headers: { "Content-Type": `${link.type}; charset=utf-8` } });
}
