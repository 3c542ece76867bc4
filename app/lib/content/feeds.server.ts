import { Feed } from "feed";
import { site } from "~/config/site";
import { type FeedFormat, feedLinks, feedTitle, hindiFeedLinks, topicFeedLinks } from "../feeds";
import { absoluteUrl } from "../seo";
import { articlesOfTopic, getArticle, getTopic, recentArticles } from "./articles.server";
import { loadPage } from "./pages.server";
import { getTeamMember } from "./team.server";
import { hindiArticlePath, libraryArticles } from "./hindi-library.server";
import { plainText } from "./text-runs";
import { loadTranslations } from "./translations.server";

/** Text for HTML: the key points are plain text (the schema refuses markup), but a "&" or a quote still needs escaping. */
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * An item's summary, plain text in all three formats (JSON Feed's summary is plain text): the
 * excerpt, then the key points, each a sentence.
 */
export function feedSummary(excerpt: string, keyPoints: readonly string[]): string {
  return `${excerpt} Key points: ${keyPoints.join(" ")}`;
}

/** The key points as the article shows them, at the head of an item's full text. */
function keyPointsHtml(keyPoints: readonly string[]): string {
  return `<section><h2>Key points</h2><ul>${keyPoints.map((point) => `<li>${escapeHtml(point)}</li>`).join("")}</ul></section>`;
}

/** Midnight UTC of a calendar date: articles carry dates, not times. */
const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * Every article, newest first, with its full text, in one of the three formats; or, given a topic's
 * slug, that topic's articles alone (null for an unknown topic).
 */
export async function publicationsFeed(format: FeedFormat, topicSlug: string | null = null): Promise<string | null> {
  const topic = topicSlug === null ? null : getTopic(topicSlug);
  if (topicSlug !== null && !topic) return null;
  const summaries = topic ? articlesOfTopic(topic.slug) : recentArticles();
  const articles = await Promise.all(summaries.map(async (s) => (await getArticle(s.id))!));
  const updated = articles.reduce((latest, a) => (a.modified > latest ? a.modified : latest), "1970-01-01");
  const links = topic ? topicFeedLinks(topic.slug) : feedLinks;
  const link = (format: FeedFormat) => absoluteUrl(links.find((f) => f.format === format)!.path);
  const home = absoluteUrl(topic ? `/publications/topics/${topic.slug}` : "/publications");
  const feed = new Feed({
    id: home,
    link: home,
    title: topic ? `${feedTitle} on ${topic.name}` : feedTitle,
    description: topic ? topic.description : loadPage("publications").description,
    language: "en-IN",
    updated: dayOf(updated),
    image: absoluteUrl("/img/brand/share.png"),
    favicon: absoluteUrl("/favicon.svg"),
    copyright: `© ${site.name}`,
    generator: false,
    feedLinks: { rss: link("RSS"), atom: link("Atom"), json: link("JSON Feed") },
    author: { name: site.name, link: absoluteUrl("/") },
  });
  for (const article of articles) {
    const url = absoluteUrl(`/publications/${article.id}`);
    const member = await getTeamMember(article.authorId);
    feed.addItem({
      id: url,
      link: url,
      title: article.title,
      description: feedSummary(article.excerpt, article.keyPoints),
      content: keyPointsHtml(article.keyPoints) + article.html,
      date: dayOf(article.modified),
      published: dayOf(article.date),
      author: [{ name: article.authorName, ...(member ? { email: member.email, link: absoluteUrl(`/team/${member.id}`) } : {}) }],
      category: article.topics.map((topic) => ({ name: topic.name, term: topic.slug, domain: absoluteUrl(`/publications/topics/${topic.slug}`) })),
      image: absoluteUrl(`/img/articles/${article.thumbnail}-1200.webp`),
    });
  }
  if (format === "RSS") return feed.rss2();
  if (format === "Atom") return feed.atom1();
  return feed.json1();
}

/**
 * The Hindi library's feed (/hi/feed.rss, .atom, .json): each summary, newest first by its
 * article's latest change, with its key points and update sentences, and a link to the full English
 * article. Plain text in the summary, as in the English feeds.
 */
export function hindiSummariesFeed(format: FeedFormat): string {
  const texts = loadTranslations("hi", "library");
  const say = (key: string) => (texts[`library.${key}`] ?? key).replace("{firm}", site.name);
  const entries = libraryArticles().sort((a, b) => b.article.modified.localeCompare(a.article.modified) || a.id - b.id);
  const updated = entries.reduce((latest, e) => (e.article.modified > latest ? e.article.modified : latest), "1970-01-01");
  const link = (format: FeedFormat) => absoluteUrl(hindiFeedLinks.find((f) => f.format === format)!.path);
  const home = absoluteUrl("/hi/publications");
  const feed = new Feed({
    id: home,
    link: home,
    title: say("feed.title"),
    description: say("feed.description"),
    language: "hi-IN",
    updated: dayOf(updated),
    image: absoluteUrl("/img/brand/share.png"),
    favicon: absoluteUrl("/favicon.svg"),
    copyright: `© ${site.name}`,
    generator: false,
    feedLinks: { rss: link("RSS"), atom: link("Atom"), json: link("JSON Feed") },
    author: { name: site.name, link: absoluteUrl("/hi") },
  });
  for (const entry of entries) {
    const url = absoluteUrl(hindiArticlePath(entry.id));
    const english = absoluteUrl(`/publications/${entry.id}`);
    const points = entry.keyPoints.map(plainText);
    feed.addItem({
      id: url,
      link: url,
      title: plainText(entry.title),
      description: `${plainText(entry.excerpt)} ${say("feed.keyPoints")}: ${points.join(" ")}`,
      content:
        `<section><h2>${escapeHtml(say("feed.keyPoints"))}</h2><ul>${points.map((point) => `<li>${escapeHtml(point)}</li>`).join("")}</ul></section>` +
        `<p>${escapeHtml(say("feed.fullArticle"))} <a href="${escapeHtml(english)}" hreflang="en-IN" lang="en">${escapeHtml(entry.article.title)}</a></p>`,
      date: dayOf(entry.article.modified),
      published: dayOf(entry.article.date),
      author: [{ name: entry.article.authorName }],
      category: entry.topics.map((topic) => ({ name: topic.name, term: topic.slug })),
    });
  }
  if (format === "RSS") return feed.rss2();
  if (format === "Atom") return feed.atom1();
  return feed.json1();
}
