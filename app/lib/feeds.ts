import { site } from "~/config/site";

/** The publications' feeds: every page announces them in its head, the build writes them. */
export const feedLinks = [
  { path: "/feed.rss", type: "application/rss+xml", format: "RSS" },
  { path: "/feed.atom", type: "application/atom+xml", format: "Atom" },
  { path: "/feed.json", type: "application/feed+json", format: "JSON Feed" },
] as const;

export type FeedFormat = (typeof feedLinks)[number]["format"];

export const feedTitle = `${site.name}: Publications`;

/** One topic's feeds, the same three formats beside its page (/publications/topics/<slug>/feed.rss …). */
export function topicFeedLinks(slug: string) {
  return feedLinks.map((feed) => ({ ...feed, path: `/publications/topics/${slug}${feed.path}` }));
}

/** The Hindi library's feeds, the same three formats under /hi/ (/hi/feed.rss …): the articles' Hindi summaries. */
export const hindiFeedLinks = feedLinks.map((feed) => ({ ...feed, path: `/hi${feed.path}` }));
