/**
 * The publications' library functions on the fifty-article fixture (a grown copy of content/,
 * never published): pages of the list and of a topic, years, the Recent Posts cap, related
 * articles, each member's and each service's articles. The tree is read through CONTENT_DIR, as the build reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIFTY, grownCopy } from "./test-support/grow-content";
import { ARTICLES_PER_PAGE, RECENT_POSTS_LIMIT } from "./list-pages";
import { pageCountOf, pageOf, yearCounts } from "./article-lists";

const fixture = grownCopy("content", { fifty: true });
process.env.CONTENT_DIR = fixture.dir;
const library = await import("./articles.server");
const { contentTree } = await import("./content-source.server");

beforeAll(() => expect(contentTree().dir).toBe(fixture.dir));
afterAll(() => fixture.cleanup());

const byDateThenId = (a: { date: string; id: number }, b: { date: string; id: number }) => b.date.localeCompare(a.date) || a.id - b.id;

describe("the list's pages", () => {
  it("splits the articles newest first, with a last page of what is left and nothing past it", () => {
    const pages = Math.ceil(FIFTY / ARTICLES_PER_PAGE);
    expect(library.articlePageCount()).toBe(pages);
    const all = Array.from({ length: pages }, (_, i) => library.articlePage(i + 1)!);
    expect(all.flat().map((a) => a.id)).toEqual([...library.listArticles()].sort(byDateThenId).map((a) => a.id));
    expect(all.at(-1)).toHaveLength(FIFTY - (pages - 1) * ARTICLES_PER_PAGE);
    for (const page of [0, pages + 1, 1.5, Number.NaN]) expect(library.articlePage(page)).toBeNull();
  });
});

describe("Recent Posts", () => {
  it("keeps the newest titles up to the limit and says how many there are", () => {
    const { articles, total } = library.recentPosts();
    expect(total).toBe(FIFTY);
    expect(articles).toHaveLength(RECENT_POSTS_LIMIT);
    expect(articles).toEqual([...library.listArticles()].sort(byDateThenId).slice(0, RECENT_POSTS_LIMIT));
  });
});

describe("related articles", () => {
  it.each(library.listArticles().filter((_, i) => i % 7 === 0).map((a) => [a.id, a] as const))(
    "article %i: three others, most topics in common first, then the newest",
    (_id, article) => {
      const related = library.relatedArticles(article);
      const shared = (other: typeof article) => other.topics.filter((t) => article.topics.some((mine) => mine.slug === t.slug)).length;
      expect(related).toHaveLength(3);
      expect(related.map((a) => a.id)).not.toContain(article.id);
      const expected = library
        .listArticles()
        .filter((a) => a.id !== article.id)
        .sort((a, b) => shared(b) - shared(a) || byDateThenId(a, b))
        .slice(0, 3);
      expect(related.map((a) => a.id)).toEqual(expected.map((a) => a.id));
    },
  );
});

describe("a topic's pages and the years", () => {
  it("a topic of more than a page's articles continues on further pages, newest first, and nothing past them", () => {
    const busiest = [...library.listTopics()].sort((a, b) => b.count - a.count)[0]!;
    expect(busiest.count).toBeGreaterThan(ARTICLES_PER_PAGE);
    const all = library.articlesOfTopic(busiest.slug);
    const pages = pageCountOf(all.length, ARTICLES_PER_PAGE);
    const joined = Array.from({ length: pages }, (_, i) => pageOf(all, i + 1, ARTICLES_PER_PAGE)!).flat();
    expect(joined).toEqual([...all].sort(byDateThenId));
    expect(pageOf(all, pages + 1, ARTICLES_PER_PAGE)).toBeNull();
  });

  it("the years' counts add up to the list, and each year's articles are that year's", () => {
    const years = library.articleYears();
    expect(years.reduce((sum, y) => sum + y.count, 0)).toBe(FIFTY);
    for (const { year, count } of years) {
      const theirs = library.articlesPublishedIn(year);
      expect(theirs).toHaveLength(count);
      expect(theirs.every((a) => a.date.startsWith(`${year}-`))).toBe(true);
    }
    expect(yearCounts(library.articlesOfTopic(library.listTopics()[0]!.slug)).length).toBeGreaterThan(1);
  });
});

describe("members, topics and services", () => {
  it("a member's articles are theirs, newest first", () => {
    for (const member of contentTree().team) {
      const theirs = library.articlesByAuthor(member.data.id);
      expect(theirs.every((a) => a.authorId === member.data.id)).toBe(true);
      expect(theirs).toEqual([...theirs].sort(byDateThenId));
      expect(theirs).toHaveLength(library.listArticles().filter((a) => a.authorId === member.data.id).length);
    }
  });

  it("each topic counts its articles, and each service lists the articles of the topics that name it", () => {
    for (const topic of library.listTopics()) expect(library.articlesOfTopic(topic.slug)).toHaveLength(topic.count);
    for (const service of contentTree().services) {
      const topics = contentTree().topics.filter((t) => t.services.includes(service.data.slug));
      const expected = library.listArticles().filter((a) => a.topics.some((t) => topics.some((topic) => topic.slug === t.slug)));
      expect(library.articlesForService(service.data.slug).map((a) => a.id).sort((x, y) => x - y)).toEqual(expected.map((a) => a.id));
    }
  });
});
