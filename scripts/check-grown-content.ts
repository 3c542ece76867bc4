/**
 * Proves that the firm's first edits need no code: builds a grown copy of content/ (a twelfth
 * article, a tenth member, one member fewer, a fifth event section, a sixth media report; see
 * app/lib/content/test-support/grow-content.ts) into build/grown-content through CONTENT_DIR and
 * BUILD_DIR, and checks that the new pages were prerendered with their content. Part of `npm test`,
 * after the main build (it reuses the responsive images that build made).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { site } from "../app/config/site.ts";
import { newestFirst } from "../app/lib/content/article-lists.ts";
import { loadContentTree } from "../app/lib/content/content-tree.server.ts";
import { ARTICLES_PER_PAGE, RECENT_POSTS_LIMIT } from "../app/lib/content/list-pages.ts";
import { FIFTY, grown, grownCopy } from "../app/lib/content/test-support/grow-content.ts";
import { buildDir } from "../server/build-paths.ts";
import { paginatedListJourney } from "./lib/paginated-list-journey.ts";

const started = performance.now();
// Filled up to fifty articles, so the list's pages and the Recent Posts cap are built too.
const { dir, cleanup } = grownCopy("content", { fifty: true });
// Inside the project, so the prerender resolves the project's packages; build/ is ignored by git and lint.
const grownBuildDir = join(buildDir, "grown-content");
const failures: string[] = [];
// The fixture's busiest topic, whose page must run to a second page as the list's does.
const fixture = loadContentTree(dir);
const [busiest] = fixture.topics
  .map((topic) => ({ slug: topic.slug, articles: fixture.articles.filter((a) => a.data.topics.includes(topic.slug)).length }))
  .sort((a, b) => b.articles - a.articles);
// The list's order, newest first as the site lists it: the article each page must begin with.
const listed = fixture.articles.map((article) => article.data).sort(newestFirst);
const firstOfPage = (n: number) => listed[(n - 1) * ARTICLES_PER_PAGE]!;

try {
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CONTENT_DIR: dir, BUILD_DIR: grownBuildDir },
  });
  if (result.status !== 0) throw new Error(`the build of the grown content failed (exit ${result.status ?? result.signal})`);

  const page = (path: string) => {
    const file = join(grownBuildDir, "client", path, "index.html");
    return existsSync(file) ? readFileSync(file, "utf8") : null;
  };
  const expectPage = (path: string, texts: string[]) => {
    const html = page(path);
    if (html === null) return failures.push(`${path} was not built`);
    for (const text of texts) if (!html.includes(text)) failures.push(`${path} does not contain ${JSON.stringify(text)}`);
  };

  expectPage(`publications/${grown.article.id}`, [grown.article.title, grown.member.name, "Law stated as at", "Updates"]);
  // An article added in English alone is normal: no Hindi page, no language switch, not in the Hindi list.
  if (page(`hi/publications/${grown.article.id}`) !== null)
    failures.push(`hi/publications/${grown.article.id} was built for an article without a Hindi summary`);
  if (page(`publications/${grown.article.id}`)?.includes('data-testid="language-switch"'))
    failures.push(`publications/${grown.article.id} has a language switch, though the article has no Hindi summary`);
  if (page("hi/publications")?.includes(`/hi/publications/${grown.article.id}"`))
    failures.push(`hi/publications lists article ${grown.article.id}, which has no Hindi summary`);
  expectPage("publications", [grown.article.title]);
  expectPage(`team/${grown.member.id}`, [grown.member.name, grown.member.email]);
  expectPage("team", [grown.member.name]);
  expectPage("events", [grown.eventSection.caption]);
  expectPage("media-reports", [grown.mediaReport.title]);
  const lastPage = Math.ceil(FIFTY / ARTICLES_PER_PAGE);
  for (let n = 2; n <= lastPage; n++) {
    expectPage(`publications/page/${n}`, [
      `href="/publications/${firstOfPage(n).id}"`,
      `href="${site.url}/publications/page/${n}"`,
      `Page ${n}`,
    ]);
  }
  if (page(`publications/page/${lastPage + 1}`) !== null) failures.push(`publications/page/${lastPage + 1} was built, past the last page`);
  if (!busiest || busiest.articles <= ARTICLES_PER_PAGE) throw new Error("the fixture has no topic of more than a page of articles");
  const topicBase = `publications/topics/${busiest.slug}`;
  const topicLast = Math.ceil(busiest.articles / ARTICLES_PER_PAGE);
  expectPage(topicBase, [`href="/${topicBase}/page/2"`, `${topicBase}/feed.rss`]);
  for (let n = 2; n <= topicLast; n++) expectPage(`${topicBase}/page/${n}`, [`href="${site.url}/${topicBase}/page/${n}"`, `Page ${n}`]);
  if (page(`${topicBase}/page/${topicLast + 1}`) !== null)
    failures.push(`${topicBase}/page/${topicLast + 1} was built, past the last page`);
  expectPage("publications", [`All ${FIFTY} publications`, 'href="/publications/page/2"']);
  const recentPosts = /data-testid="recent-posts"[\s\S]*?<\/aside>/.exec(page("publications") ?? "")?.[0] ?? "";
  const listed = recentPosts.match(/<li/g)?.length ?? 0;
  if (listed !== RECENT_POSTS_LIMIT)
    failures.push(`Recent Posts lists ${listed} titles at ${FIFTY} articles; expected the ${RECENT_POSTS_LIMIT} newest`);
  failures.push(
    ...(await paginatedListJourney(join(grownBuildDir, "client"), {
      articles: FIFTY,
      perPage: ARTICLES_PER_PAGE,
      recentLimit: RECENT_POSTS_LIMIT,
      firstTitles: Array.from({ length: Math.ceil(FIFTY / ARTICLES_PER_PAGE) }, (_, i) => firstOfPage(i + 1).title),
      topic: busiest,
    })),
  );
  if (page("team/9") !== null) failures.push("team/9 was built, but that member was removed");
  if (page("team")?.includes(grown.removed.name)) failures.push(`the team page still lists ${grown.removed.name}`);
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  cleanup();
  rmSync(grownBuildDir, { recursive: true, force: true });
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(`grown content: ${failures.length} failure(s) in ${seconds} s\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.log(
  `grown content: the new article, member, event section and media report, and ${FIFTY} articles' list pages and a topic's pages, were prerendered and read in Chromium (${seconds} s)`,
);
