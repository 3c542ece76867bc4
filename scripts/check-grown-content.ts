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
  expectPage("publications", [grown.article.title]);
  expectPage(`team/${grown.member.id}`, [grown.member.name, grown.member.email]);
  expectPage("team", [grown.member.name]);
  expectPage("events", [grown.eventSection.caption]);
  expectPage("media-reports", [grown.mediaReport.title]);
  const lastPage = Math.ceil(FIFTY / ARTICLES_PER_PAGE);
  for (let n = 2; n <= lastPage; n++) {
    expectPage(`publications/page/${n}`, [
      `Generated Article ${(n - 1) * ARTICLES_PER_PAGE + 1} `,
      `href="${site.url}/publications/page/${n}"`,
      `Page ${n}`,
    ]);
  }
  if (page(`publications/page/${lastPage + 1}`) !== null) failures.push(`publications/page/${lastPage + 1} was built, past the last page`);
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
  `grown content: the new article, member, event section and media report, and ${FIFTY} articles' list pages, were prerendered and read in Chromium (${seconds} s)`,
);
