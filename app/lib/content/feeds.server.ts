import { Feed } from "feed";
import { site } from "~/config/site";
import { type FeedFormat, feedLinks, feedTitle } from "../feeds";
import { absoluteUrl } from "../seo";
import { getArticle, recentArticles } from "./articles.server";
import { loadPage } from "./pages.server";
import { getTeamMember } from "./team.server";

/** Midnight UTC of a calendar date: articles carry dates, not times. */
const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** Every article, newest first, with its full text, in one of the three formats. */
export async function publicationsFeed(format: FeedFormat): Promise<string> {
  const summaries = recentArticles();
  const articles = await Promise.all(summaries.map(async (s) => (await getArticle(s.id))!));
  const updated = articles.reduce((latest, a) => (a.modified > latest ? a.modified : latest), "1970-01-01");
  const link = (format: FeedFormat) => absoluteUrl(feedLinks.find((f) => f.format === format)!.path);
  const feed = new Feed({
    id: absoluteUrl("/publications"),
    link: absoluteUrl("/publications"),
    title: feedTitle,
    description: loadPage("publications").description,
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
      description: article.excerpt,
      content: article.html,
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
