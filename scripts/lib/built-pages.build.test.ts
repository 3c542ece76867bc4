// @vitest-environment jsdom
/**
 * The per-page half of the browser journeys (tests/e2e/). What every page of a kind shares (layout,
 * behaviour, axe, CSP) is checked in Chromium on one page of each kind; what each page carries of
 * its own (title, hero, head tags, structured data, links, an article's dates, contents, pager and
 * PDF, a member's fields) is checked here on every built page, read with jsdom's HTML parser (DOMParser) at
 * milliseconds a page, so the suite's time no longer grows with the content. The expectations
 * come from content/ through tests/e2e/site-content.ts, as the journeys' do. Needs `npm run build`.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { type ESTree, parseSync, Visitor } from "vite";
import { describe, expect, it } from "vitest";
import { toString as mdastText } from "mdast-util-to-string";
import { calculatorLinks } from "../../app/config/navigation.ts";
import { initialOf } from "../../app/lib/content/authority-names.ts";
import { RECENT_POSTS_LIMIT } from "../../app/lib/content/list-pages.ts";
import { pdfDownloadName } from "../../app/lib/download-name.ts";
import { parseContentMdx } from "../../app/lib/content/mdx-check.ts";
import { formatDate } from "../../core/dates/format-date.ts";
import { speculationRulesText } from "../../core/html/inline-scripts.ts";
import { NO_SCRIPT_STYLE } from "../../core/html/inline-styles.ts";
import { HINDI_PREFIX, NOT_FOUND_PATHS } from "../../core/routing/site-pages.ts";
import { clientDir, inlineScriptsFile } from "../../server/build-paths.ts";
import { parseHeadersFile, ruleFor } from "../../server/test-support/headers-files.ts";
import { walkFiles } from "../../server/walk-files.ts";
import {
  type ArticleContent,
  type RouteExpectation,
  articleModified,
  articles,
  authorities,
  calculatorPaths,
  hindiPaths,
  hindiRoutes,
  indexableRoutes,
  libraryFilterPaths,
  loadHindiPageContent,
  loadPageContent,
  mediaReports,
  navTitle,
  notFoundPage,
  quickLinks,
  routes,
  services,
  site,
  summaries,
  team,
  text,
  titleOf,
  topics,
} from "../../tests/e2e/site-content.ts";

/* ------------------------------------------------------------------------------------------------
 * Reading the build
 * ---------------------------------------------------------------------------------------------- */

/** The file a path is served from: a page's index.html, or the file itself. */
function fileOf(path: string): string | null {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? "/");
  for (const candidate of [join(clientDir, clean, "index.html"), join(clientDir, clean)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const documents = new Map<string, Document>();

/** A built page parsed once (no script runs, nothing is fetched): the HTML a visitor gets before any JavaScript. */
function pageAt(path: string): Document {
  const cached = documents.get(path);
  if (cached) return cached;
  const file = fileOf(path);
  if (!file?.endsWith("index.html")) throw new Error(`no built page for ${path}`);
  const parsed = new DOMParser().parseFromString(readFileSync(file, "utf8"), "text/html");
  documents.set(path, parsed);
  return parsed;
}

/** An XML file parsed, failing on any parse error (the parser reports one as a parsererror element). */
function parseXml(file: string): Document {
  const doc = new DOMParser().parseFromString(readFileSync(file, "utf8"), "application/xml");
  expect(doc.getElementsByTagName("parsererror"), `${file} is well-formed XML`).toHaveLength(0);
  return doc;
}

/** Text as a reader sees it: runs of white space are one space (as Playwright's toHaveText compares). */
const textOf = (node: Element | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
const texts = (nodes: Iterable<Element>) => [...nodes].map((node) => textOf(node));
const meta = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute("content") ?? null;
const canonicalUrl = (path: string) => new URL(path, site.url).toString();
const articlePath = (id: number) => `/publications/${id}`;

/** The innermost section holding a heading with exactly this text (a member page's "Education" …). */
function sectionHeaded(doc: Document, heading: string): Element | null {
  const sections = [...doc.querySelectorAll("section")].filter((section) =>
    [...section.querySelectorAll("h2, h3")].some((h) => textOf(h) === heading),
  );
  return sections.find((section) => !sections.some((other) => other !== section && section.contains(other))) ?? null;
}

/** An element labelled by a heading (aria-labelledby) with exactly this text, as getByRole("region", { name }) finds it. */
function regionNamed(doc: Document, name: string): Element | null {
  return (
    [...doc.querySelectorAll("[aria-labelledby]")].find((el) => {
      const ids = (el.getAttribute("aria-labelledby") ?? "").split(/\s+/);
      return ids.map((id) => textOf(doc.getElementById(id))).join(" ") === name;
    }) ?? null
  );
}

/** An element named by aria-label, or by the heading its aria-labelledby points at, as getByRole("region", { name }) finds it. */
function namedRegion(doc: Document, name: string): Element | null {
  return doc.querySelector(`[aria-label="${name}"]`) ?? regionNamed(doc, name);
}

/** The firm's mail and both phones, each a real link with the value from site.ts. */
function expectContactLinks(scope: Element | null) {
  expect(textOf(scope?.querySelector(`a[href="mailto:${site.email}"]`))).toContain(site.email);
  for (const phone of Object.values(site.phones))
    expect(textOf(scope?.querySelector(`a[href="tel:${phone.tel}"]`))).toContain(phone.display);
}

/** A link to another site: a new tab, without an opener or a referrer. */
function expectNewTabLink(link: Element | null | undefined) {
  expect(link?.getAttribute("target")).toBe("_blank");
  expect((link?.getAttribute("rel") ?? "").split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
}

function jsonLd(doc: Document): Record<string, unknown>[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? "") as Record<string, unknown>,
  );
}

/** Newest first, ties by id: the order of Recent Posts, the topic pages and the feeds. */
const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
const headersRules = parseHeadersFile(readFileSync(join(clientDir, "_headers"), "utf8"));
const englishPages = routes.map((route) => [route.path, route] as const);
const hindiPages = hindiRoutes.map((route) => [route.path, route] as const);
const summaryPaths = summaries.map((summary) => summary.path);
const allPaths = [...routes.map((r) => r.path), ...libraryFilterPaths, ...hindiRoutes.map((r) => r.path), ...summaryPaths];

/* ------------------------------------------------------------------------------------------------
 * Every page
 * ---------------------------------------------------------------------------------------------- */

describe("every page, as prerendered", () => {
  it("the build holds exactly the route table's pages, English and Hindi, and the not-found pages", () => {
    const notFound = [...NOT_FOUND_PATHS];
    const built = new Set([...allPaths, ...notFound].filter((path) => fileOf(path)?.endsWith("index.html")).map((path) => path));
    expect([...allPaths, ...notFound].filter((path) => !built.has(path))).toEqual([]);
  });

  it.each(englishPages)("%s: its title, one h1 that is the hero's heading, and the subtitle", (path, route: RouteExpectation) => {
    const doc = pageAt(path);
    expect(doc.title).toBe(route.title);
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect(textOf(doc.querySelector("h1#page-heading"))).toBe(route.heading);
    if (route.subtitle) expect(textOf(doc.querySelector("#page-heading + p"))).toBe(route.subtitle);
    expect(doc.documentElement.lang).toBe("en-IN");
  });

  it.each(allPaths.map((path) => [path]))(
    "%s: the hero's heading and subtitle are said once: nothing up to the next heading repeats them",
    (path) => {
      const doc = pageAt(path);
      const hero = doc.querySelector("[data-hero]");
      const said = [textOf(doc.querySelector("h1#page-heading")), textOf(doc.querySelector("#page-heading + p"))].filter(Boolean);
      // The page's elements after the hero, in document order, up to and including the first heading.
      const after: Element[] = [];
      for (const element of doc.querySelectorAll("main *")) {
        if (hero?.contains(element) || !(hero && hero.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
        after.push(element);
        if (/^H[1-6]$/.test(element.tagName)) break;
      }
      const repeated = after.filter((element) => element.children.length === 0 && said.includes(textOf(element)));
      expect(repeated.map((element) => `<${element.tagName.toLowerCase()}> ${textOf(element)}`)).toEqual([]);
    },
  );

  it.each(allPaths.map((path) => [path]))(
    "%s: the header holds the language switch, or its place where the page has one language",
    (path) => {
      const header = pageAt(path).querySelector("header[data-site-header]");
      const switches = header?.querySelectorAll('[data-testid="language-switch"], [data-testid="language-switch-place"]') ?? [];
      expect(switches).toHaveLength(1);
      const place = header?.querySelector('[data-testid="language-switch-place"]');
      if (place) expect(place.getAttribute("aria-hidden")).toBe("true");
    },
  );

  it.each(englishPages)("%s: a description, its canonical link, Open Graph and Twitter tags, and JSON-LD that parses", (path, route) => {
    const doc = pageAt(path);
    const description = meta(doc, 'meta[name="description"]');
    expect(description?.length ?? 0).toBeGreaterThan(50);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonicalUrl(path));
    expect(meta(doc, 'meta[property="og:title"]')).toBe(route.title);
    expect(meta(doc, 'meta[property="og:description"]')).toBe(description);
    expect(meta(doc, 'meta[property="og:image"]') ?? "").toMatch(new RegExp(`^${site.url.replace(/\./g, "\\.")}/`));
    expect(meta(doc, 'meta[name="twitter:card"]')).toMatch(/^summary/);
    expect(() => jsonLd(doc)).not.toThrow();
  });

  it.each(hindiPages)("%s: in Hindi, with its title, hero heading, canonical link and hreflang pairs", (path, route) => {
    const doc = pageAt(path);
    expect(doc.documentElement.lang).toBe("hi-IN");
    expect(doc.title).toBe(route.title);
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect(textOf(doc.querySelector("h1#page-heading"))).toBe(route.heading);
    const alternate = (lang: string) => doc.querySelector(`link[rel="alternate"][hreflang="${lang}"]`)?.getAttribute("href");
    expect(alternate("en-IN")).toBe(canonicalUrl(route.english));
    expect(alternate("hi-IN")).toBe(canonicalUrl(path));
    expect(alternate("x-default")).toBe(canonicalUrl(route.english));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonicalUrl(path));
    // The switch leads to the English counterpart.
    expect(doc.querySelector('[data-testid="language-switch"]')?.getAttribute("href")).toBe(route.english);
  });

  it.each(allPaths.map((path) => [path]))("%s: announces the site's feeds, and a topic's own on its pages", (path) => {
    const announced = [...pageAt(path).querySelectorAll('head link[rel="alternate"][type]')].map(
      (link) => `${link.getAttribute("type")} ${link.getAttribute("href")}`,
    );
    const feeds = (base: string) => [
      `application/rss+xml ${base}/feed.rss`,
      `application/atom+xml ${base}/feed.atom`,
      `application/feed+json ${base}/feed.json`,
    ];
    // A topic's pages announce the topic's own feeds before the site's, the Hindi library's its own.
    const topic = /^\/publications\/topics\/[^/]+/.exec(path)?.[0] ?? (path === "/hi/publications" ? "/hi" : undefined);
    expect(announced).toEqual([...(topic ? feeds(topic) : []), ...feeds("")]);
  });

  it.each(allPaths.map((path) => [path]))("%s: every link, picture and form on it leads somewhere in the build", (path) => {
    const doc = pageAt(path);
    const broken: string[] = [];
    const local = (value: string) => value.startsWith("/") && !value.startsWith("//");
    const addresses = [
      ...[...doc.querySelectorAll("a[href], link[href]")].map((el) => el.getAttribute("href") ?? ""),
      ...[...doc.querySelectorAll("img[src], iframe[src], script[src]")].map((el) => el.getAttribute("src") ?? ""),
      ...[...doc.querySelectorAll("source[srcset], img[srcset]")].flatMap((el) =>
        (el.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
      ),
      ...[...doc.querySelectorAll("form[action]")].map((el) => el.getAttribute("action") ?? ""),
    ];
    for (const address of addresses) {
      if (address.startsWith("#")) {
        // An in-page anchor needs its target on the page.
        if (address.length > 1 && !doc.getElementById(decodeURIComponent(address.slice(1)))) broken.push(address);
      } else if (local(address) && fileOf(address) === null) {
        broken.push(address);
      }
    }
    expect(broken, `addresses on ${path} that lead nowhere`).toEqual([]);
  });

  /** The one inline script the build wrote (app/browser/head.ts), as it recorded it for the CSP. */
  const headScript = (JSON.parse(readFileSync(inlineScriptsFile, "utf8")) as Record<string, string>)["app/browser/head.ts"];

  it.each(allPaths.map((path) => [path]))(
    "%s: works without React: the head's one script, the speculation rules, the site's module, the gate first in the body, an island only on a calculator",
    (path) => {
      const page = pageAt(path);
      // The same text on every page, so the CSP names one hash for it; built and minified, so no
      // function's source text (docs/decisions/0034).
      expect(headScript).toBeTruthy();
      expect([...page.querySelectorAll("script:not([type]):not([src])")].map((s) => s.textContent)).toEqual([headScript]);
      expect(page.querySelector('head > script[type="speculationrules"]')?.textContent).toBe(speculationRulesText);
      expect(page.body.firstElementChild?.matches("dialog#disclaimer")).toBe(true);
      // One module on every page, the site's (app/browser/site.ts), content-hashed under /assets/;
      // none of React Router's: the calculators are islands with a bundle of their own (app/lib/island.tsx).
      const modules = [...page.querySelectorAll("script[src]")].map((s) => `${s.getAttribute("type")} ${s.getAttribute("src")}`);
      expect(modules).toEqual([expect.stringMatching(/^module \/assets\/site-[\w-]{8}\.js$/)]);
      expect(page.querySelectorAll('script[type="module"]:not([src]), link[rel="modulepreload"]')).toHaveLength(0);
      const islands = [...page.querySelectorAll("[data-island]")].map((island) => island.getAttribute("data-island"));
      const isCalculator = /^(\/hi)?\/calculator\//.test(path);
      expect(islands, `${path}'s islands`).toEqual(isCalculator ? [expect.stringMatching(/^\/assets\/[\w-]+-island-[\w-]+\.js$/)] : []);
      // Every custom element on the page is one the site's module defines by that name (app/browser/site.ts).
      const siteModule = readFileSync(join(clientDir, page.querySelector("script[src]")?.getAttribute("src") ?? ""), "utf8");
      const customElements = new Set([...page.querySelectorAll("*")].map((el) => el.localName).filter((name) => name.includes("-")));
      for (const name of customElements) expect(siteModule, `<${name}> on ${path}`).toMatch(new RegExp(`[\`"']${name}[\`"']`));
    },
  );

  it.each(allPaths.map((path) => [path]))("%s: the menus mark their links to this page, and no other, as the current page", (path) => {
    const doc = pageAt(path);
    // The side menu, and the desktop bar's own links (its dropdowns' lists mark nothing).
    for (const menu of ["#side-menu", "header nav > ul > li >"]) {
      const links = [...doc.querySelectorAll(`${menu} a[href]`)];
      const marked = links.filter((link) => link.getAttribute("aria-current") === "page").map((link) => link.getAttribute("href"));
      expect(marked, menu).toEqual(links.map((link) => link.getAttribute("href")).filter((href) => href === path));
    }
  });

  it("every page the side menu links to marks its own link there as the current page", () => {
    const marked = (path: string) =>
      [...pageAt(path).querySelectorAll("#side-menu a[aria-current='page']")].map((link) => link.getAttribute("href"));
    for (const home of ["/", HINDI_PREFIX]) {
      const linked = [...new Set([...pageAt(home).querySelectorAll("#side-menu a[href^='/']")].map((a) => a.getAttribute("href")!))];
      expect(linked.length).toBeGreaterThan(10);
      for (const path of linked) expect(marked(path), path).toEqual([path]);
    }
  });

  it.each(allPaths.map((path) => [path]))("%s: the CSP in _headers allows exactly the page's inline scripts", (path) => {
    // scripts/lib/built-site-http.build.test.ts proves, page by page, that the server sends these same headers.
    const csp = ruleFor(headersRules, path)?.headers["content-security-policy"] ?? "";
    const directives = new Map(
      csp
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name = "", ...values]) => [name, values]),
    );
    const scriptSrc = directives.get("script-src") ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    // Data blocks (JSON-LD, an island's props) are not run, so CSP does not govern them and they need no hash.
    const inline = [...pageAt(path).querySelectorAll("script:not([src])")].filter(
      (s) => !["application/ld+json", "application/json"].includes(s.getAttribute("type") ?? ""),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      expect(scriptSrc, `hash of an inline script: ${(script.textContent ?? "").slice(0, 60)}`).toContain(
        `'sha256-${createHash("sha256")
          .update(script.textContent ?? "")
          .digest("base64")}'`,
      );
    }
  });
});

describe("styles by the CSP's rules", () => {
  const cspOf = (path: string) =>
    new Map(
      (ruleFor(headersRules, path)?.headers["content-security-policy"] ?? "")
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name = "", ...values]) => [name, values]),
    );

  it.each(allPaths.map((path) => [path]))(
    "%s: no style attribute, no <style> but those the CSP names by hash, and no 'unsafe-inline'",
    (path) => {
      // DOMParser runs no script, so the <noscript> in the head is parsed as markup, its <style> included.
      const page = pageAt(path);
      expect([...page.querySelectorAll("[style]")].map((element) => element.outerHTML.slice(0, 120))).toEqual([]);
      const styleSrc = cspOf(path).get("style-src") ?? [];
      expect(styleSrc).toContain("'self'");
      expect(styleSrc).not.toContain("'unsafe-inline'");
      const styles = [...page.querySelectorAll("style")];
      expect(styles.map((style) => style.textContent)).toEqual([NO_SCRIPT_STYLE]);
      for (const style of styles) {
        expect(styleSrc).toContain(
          `'sha256-${createHash("sha256")
            .update(style.textContent ?? "")
            .digest("base64")}'`,
        );
      }
    },
  );
});

describe("only what pages load", () => {
  it("no router data: the prerender's .data files are not in the build, nor rules for them", () => {
    expect(walkFiles(clientDir).filter((file) => /\.data(\.br|\.gz)?$/.test(file))).toEqual([]);
    expect(headersRules.filter((rule) => rule.path.includes(".data"))).toEqual([]);
  });

  it("every file of assets/ is loaded by a page, and every file a page or a file loads is there", () => {
    // Read from the pages (an HTML parser), the scripts (a JavaScript parser) and the stylesheets
    // (a CSS parser), not from the build's own account (Vite's manifest, scripts/lib/shipped-assets.ts),
    // by which postbuild decided what ships.
    const assets = walkFiles(join(clientDir, "assets"))
      .filter((file) => !file.endsWith(".br") && !file.endsWith(".gz"))
      .map((file) => `assets/${basename(file)}`);
    const loaded = new Set<string>();
    const missing: string[] = [];
    const queue: string[] = [];
    const load = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      queue.push(file);
    };
    const loadRequired = (address: string, from: string) => {
      const file = builtFileAt(address, from);
      if (!file) return;
      if (existsSync(join(clientDir, file))) load(file);
      else missing.push(`${file} (from ${from})`);
    };
    for (const path of allPaths) {
      const page = pageAt(path);
      const addresses = [
        ...[...page.querySelectorAll("script[src]")].map((script) => script.getAttribute("src") ?? ""),
        ...[...page.querySelectorAll("link[href]")].map((link) => link.getAttribute("href") ?? ""),
        ...[...page.querySelectorAll("[data-island]")].map((island) => island.getAttribute("data-island") ?? ""),
      ];
      for (const address of addresses) loadRequired(address, path);
    }
    while (queue.length > 0) {
      const file = queue.pop() ?? "";
      const text = readFileSync(join(clientDir, file), "utf8");
      if (file.endsWith(".js")) {
        const { imports, strings } = namedByScript(file, text);
        for (const address of imports) loadRequired(address, file);
        // A string that names a file of the build (the search's worker, by `new URL`) loads it.
        for (const address of strings) {
          const named = builtFileAt(address, file);
          if (named && assets.includes(named)) load(named);
        }
      } else if (file.endsWith(".css")) {
        for (const address of urlsOfStylesheet(text)) loadRequired(address, file);
      }
    }
    expect(missing).toEqual([]);
    expect(assets.filter((file) => !loaded.has(file))).toEqual([]);
    // The stylesheet and its fonts, the calculators' islands and the search's worker, at the least.
    expect(assets.filter((name) => name.endsWith(".css"))).not.toEqual([]);
    expect(assets.filter((name) => name.endsWith(".woff2"))).not.toEqual([]);
    expect(assets.filter((name) => /^assets\/[\w-]+-calculator-island-[\w-]{8}\.js$/.test(name))).toHaveLength(2);
    expect(assets.filter((name) => name.startsWith("assets/search.worker-"))).toHaveLength(1);
    // Vite's manifest does not ship: postbuild moved it out of the served folder.
    expect(existsSync(join(clientDir, ".vite"))).toBe(false);
  });
});

/** The build's file (`assets/x.js`) an address names, relative to the page or file `from` that names it, or null for anything else. */
function builtFileAt(address: string, from: string): string | null {
  const { pathname } = new URL(address, new URL(from, "http://site.invalid/"));
  if (!pathname.startsWith("/assets/")) return null;
  try {
    return decodeURIComponent(pathname.slice(1));
  } catch {
    // A string that is no address ("%" and the like).
    return null;
  }
}

/** What a built script imports (static and dynamic imports with a written address), and the strings it holds, read by a JavaScript parser (oxc's, Vite's own). */
function namedByScript(file: string, code: string): { imports: string[]; strings: string[] } {
  const { program, module, errors } = parseSync(file, code);
  expect(errors, `${file} parses`).toEqual([]);
  const imports = module.staticImports.map((statement) => statement.moduleRequest.value);
  const strings: string[] = [];
  // A minifier writes a string as a literal or as a template with nothing in it (`./x.js`).
  const text = (node: ESTree.Expression): string | null =>
    node.type === "Literal" && typeof node.value === "string"
      ? node.value
      : node.type === "TemplateLiteral" && node.expressions.length === 0
        ? (node.quasis[0]?.value.cooked ?? null)
        : null;
  new Visitor({
    ImportExpression(node) {
      const address = text(node.source);
      if (address !== null) imports.push(address);
    },
    ExportAllDeclaration(node) {
      imports.push(node.source.value);
    },
    ExportNamedDeclaration(node) {
      if (node.source) imports.push(node.source.value);
    },
    Literal(node) {
      if (typeof node.value === "string") strings.push(node.value);
    },
    TemplateLiteral(node) {
      const value = text(node);
      if (value !== null) strings.push(value);
    },
  }).visit(program);
  return { imports, strings };
}

/** The addresses a stylesheet names in `url()`s, read by the browser's CSS parser (jsdom's CSSOM). */
function urlsOfStylesheet(css: string): string[] {
  const style = document.createElement("style");
  style.textContent = css;
  document.head.append(style);
  const urls: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if ("cssRules" in rule) visit(rule.cssRules as CSSRuleList);
      if (!("style" in rule)) continue;
      const declarations = rule.style as CSSStyleDeclaration;
      for (const property of declarations) {
        for (const [, url = ""] of declarations.getPropertyValue(property).matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) urls.push(url);
      }
    }
  };
  visit(style.sheet?.cssRules ?? ([] as unknown as CSSRuleList));
  style.remove();
  return urls;
}

describe("descriptions come from the content", () => {
  it.each([
    ["/", "home"],
    ["/team", "team"],
    ["/career", "career"],
    ["/contact", "contact"],
    ["/events", "events"],
  ] as const)("%s", (path, name) => {
    expect(meta(pageAt(path), 'meta[name="description"]')).toBe(loadPageContent(name).description);
  });

  it.each(services.map((s) => [s.slug, s] as const))("services/%s", (slug, service) => {
    expect(meta(pageAt(`/services/${slug}`), 'meta[name="description"]')).toBe(service.summary);
  });
});

/* ------------------------------------------------------------------------------------------------
 * The Hindi library (docs/decisions/0041)
 * ---------------------------------------------------------------------------------------------- */

/** The text of a page's main outside every element marked English: what a Hindi reader reads as Hindi. */
function unmarkedLatin(doc: Document): string[] {
  const main = doc.querySelector("main")!.cloneNode(true) as Element;
  for (const english of main.querySelectorAll('[lang="en"], [lang="en-IN"], script, [hidden]')) english.remove();
  return (main.textContent ?? "").match(/[A-Za-z][A-Za-z.'’&-]*/g) ?? [];
}

describe("the Hindi library", () => {
  const list = () => pageAt("/hi/publications");

  it("lists every article with a summary, by its Hindi title, linking to the summary, with its topics by their Hindi names", () => {
    const doc = list();
    const items = [...doc.querySelectorAll('[data-testid="article-item"]')];
    expect(items.map((item) => textOf(item.querySelector("h2")))).toEqual(
      articles.filter((a) => summaries.some((s) => s.article === a.id)).map((a) => summaries.find((s) => s.article === a.id)!.title),
    );
    for (const item of items) {
      const link = item.querySelector("h2 a")!.getAttribute("href")!;
      const summary = summaries.find((s) => s.path === link)!;
      const article = articles.find((a) => a.id === summary.article)!;
      expect(texts(item.querySelectorAll("ul li"))).toEqual(
        article.topics.map((slug) => topics.find((t) => t.slug === slug)!.nameHi ?? slug),
      );
      expect(item.querySelector("time")?.getAttribute("datetime")).toBe(article.date);
    }
    expect(doc.querySelector('publication-search[data-index-path="/hi/publications/search-index.json"]')).not.toBeNull();
    expect(unmarkedLatin(doc)).toEqual([]);
  });

  it.each(summaries.map((summary) => [summary.path, summary] as const))(
    "%s: the summary, the article's dates, and the way to the English article and its PDF",
    (path, summary) => {
      const doc = pageAt(path);
      const article = articles.find((a) => a.id === summary.article)!;
      expect(doc.documentElement.lang).toBe("hi-IN");
      expect(textOf(doc.querySelector("h1#page-heading"))).toBe(summary.title);
      expect(textOf(doc.querySelector('[data-testid="summary-excerpt"]'))).toBe(summary.excerpt);
      expect(texts(doc.querySelectorAll('[data-testid="key-points"] li'))).toEqual(summary.keyPoints);
      expect(summary.keyPoints).toHaveLength(article.keyPoints.length);
      expect(doc.querySelectorAll('[data-testid="article-update"]')).toHaveLength(summary.updates.length);
      const dates = [...doc.querySelectorAll('[data-testid="article-dates"] time')].map((time) => time.getAttribute("datetime"));
      expect(dates).toEqual([article.date, article.lawAsAt, ...(article.reviewed ? [article.reviewed] : [])]);
      const full = doc.querySelector('[data-testid="full-article"]')!;
      expect(full.querySelector(`a[href="${articlePath(article.id)}"]`)?.getAttribute("hreflang")).toBe("en-IN");
      expect(full.querySelector(`a[href="/publications/${article.pdf}"]`)?.hasAttribute("download")).toBe(true);
      // Each English run is marked, and nothing else is English.
      expect(texts(doc.querySelectorAll('main span[lang="en"]'))).toEqual(
        expect.arrayContaining(summary.english.map((run) => run.replace(/\s+/g, " ").trim())),
      );
      expect(unmarkedLatin(doc)).toEqual([]);
      // The pair: each page's switch and hreflang links lead to the other.
      expect(doc.querySelector('[data-testid="language-switch"]')?.getAttribute("href")).toBe(articlePath(article.id));
      expect(doc.querySelector('link[rel="alternate"][hreflang="en-IN"]')?.getAttribute("href")).toBe(
        canonicalUrl(articlePath(article.id)),
      );
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonicalUrl(path));
      const english = pageAt(articlePath(article.id));
      expect(english.querySelector('[data-testid="language-switch"]')?.getAttribute("href")).toBe(path);
      expect(english.querySelector('link[rel="alternate"][hreflang="hi-IN"]')?.getAttribute("href")).toBe(canonicalUrl(path));
    },
  );

  it("an article without a summary has no Hindi page and no language switch", () => {
    for (const article of articles.filter((a) => !summaries.some((s) => s.article === a.id))) {
      expect(fileOf(`/hi/publications/${article.id}`)).toBeNull();
      expect(pageAt(articlePath(article.id)).querySelector('[data-testid="language-switch"]')).toBeNull();
    }
  });

  it("its feeds carry each summary, in Hindi, linking to the summary", () => {
    const feed = JSON.parse(readFileSync(join(clientDir, "hi", "feed.json"), "utf8")) as { items: { url: string; title: string }[] };
    expect(readFileSync(join(clientDir, "hi", "feed.rss"), "utf8")).toContain("<language>hi-IN</language>");
    expect(feed.items.map((item) => item.url).sort()).toEqual(summaryPaths.map(canonicalUrl).sort());
    for (const item of feed.items) expect(item.title).toBe(summaries.find((s) => canonicalUrl(s.path) === item.url)!.title);
    for (const format of ["rss", "atom"])
      expect(readFileSync(join(clientDir, "hi", `feed.${format}`), "utf8")).toContain(summaries[0]!.title);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Search engines: sitemap, robots, the firm's record
 * ---------------------------------------------------------------------------------------------- */

describe("search presence", () => {
  const xml = (file: string) => parseXml(join(clientDir, file));

  it("sitemap.xml is XML listing exactly the canonical URLs, with hreflang pairs and each article's latest update", () => {
    const doc = xml("sitemap.xml");
    expect(doc.documentElement.localName).toBe("urlset");
    expect(doc.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const urls = [...doc.getElementsByTagNameNS("*", "url")];
    const loc = (url: Element) => url.getElementsByTagNameNS("*", "loc")[0]?.textContent?.trim() ?? "";
    expect(urls.map(loc).sort()).toEqual(
      [...indexableRoutes.map((r) => r.path), ...libraryFilterPaths, ...hindiPaths, ...summaryPaths].map(canonicalUrl).sort(),
    );
    expect(urls.some((url) => /not-found|\/404/.test(loc(url)))).toBe(false);

    const contact = urls.find((url) => loc(url) === canonicalUrl("/contact"));
    expect(
      [...(contact?.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link") ?? [])].map(
        (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
      ),
    ).toEqual([`en-IN ${canonicalUrl("/contact")}`, `hi-IN ${canonicalUrl("/hi/contact")}`, `x-default ${canonicalUrl("/contact")}`]);

    // An article with a Hindi summary is paired with it; one without has no pair.
    const pairs = (path: string) =>
      [...(urls.find((url) => loc(url) === canonicalUrl(path))?.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link") ?? [])].map(
        (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
      );
    for (const article of articles) {
      const summary = summaries.find((s) => s.article === article.id);
      const expected = summary
        ? [
            `en-IN ${canonicalUrl(articlePath(article.id))}`,
            `hi-IN ${canonicalUrl(summary.path)}`,
            `x-default ${canonicalUrl(articlePath(article.id))}`,
          ]
        : [];
      expect(pairs(articlePath(article.id)), `hreflang pairs of article ${article.id}`).toEqual(expected);
      if (summary) expect(pairs(summary.path)).toEqual(expected);
    }

    for (const article of articles) {
      const entry = urls.find((url) => loc(url) === canonicalUrl(articlePath(article.id)));
      expect(entry?.getElementsByTagNameNS("*", "lastmod")[0]?.textContent, `lastmod of article ${article.id}`).toBe(
        articleModified(article),
      );
    }
  });

  it("robots.txt allows every page and points to the sitemap", () => {
    const lines = readFileSync(join(clientDir, "robots.txt"), "utf8").split("\n");
    expect(lines).toContain(`Sitemap: ${canonicalUrl("/sitemap.xml")}`);
    expect(lines).toContain("Allow: /");
    expect(lines.filter((line) => line.startsWith("Disallow:"))).toEqual([]);
  });

  it("home carries the LegalService record with address, contact point, sameAs and the page catalogue", () => {
    const record = jsonLd(pageAt("/")).find((d) => d["@type"] === "LegalService");
    expect(record).toMatchObject({
      "@context": "https://schema.org",
      name: site.name,
      url: canonicalUrl("/"),
      address: { "@type": "PostalAddress", addressLocality: "New Delhi", addressRegion: "DL", postalCode: "110001", addressCountry: "IN" },
      contactPoint: { "@type": "ContactPoint", contactType: "customer service", areaServed: "IN", availableLanguage: "en" },
      sameAs: [site.professionalNetwork.url],
    });
    expect(String(record?.logo)).toMatch(new RegExp(`^${site.url.replace(/\./g, "\\.")}/`));
    expect((record?.contactPoint as { telephone?: string }).telephone).toMatch(/^\+91/);
    const catalogue = record?.hasOfferCatalog as { itemListElement: { itemOffered: { name: string; url: string } }[] };
    const expected = [...quickLinks.map((l) => l.url), ...services.map((s) => `/services/${s.slug}`), ...calculatorPaths].map(canonicalUrl);
    expect(catalogue.itemListElement.map((o) => o.itemOffered.url).sort()).toEqual([...new Set(expected)].sort());
    for (const offer of catalogue.itemListElement) expect(offer.itemOffered.name.length).toBeGreaterThan(2);
  });
});

/* ------------------------------------------------------------------------------------------------
 * The feeds
 * ---------------------------------------------------------------------------------------------- */

describe("breadcrumbs", () => {
  type Crumbs = { itemListElement: { position: number; name: string; item: string }[] };
  const belowHome = allPaths.filter((path) => path !== "/" && path !== "/hi");

  it.each(belowHome.map((path) => [path]))("%s: one BreadcrumbList from home, in the page's language, down to the page", (path) => {
    const lists = jsonLd(pageAt(path)).filter((d) => d["@type"] === "BreadcrumbList") as unknown as Crumbs[];
    expect(lists).toHaveLength(1);
    const items = lists[0]!.itemListElement;
    const hindi = path.startsWith("/hi/");
    expect(items[0]).toMatchObject({
      position: 1,
      name: text(hindi ? "hi" : "en", "layout", "nav.home"),
      item: canonicalUrl(hindi ? "/hi" : "/"),
    });
    expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1));
    expect(items.at(-1)?.item).toBe(canonicalUrl(path));
    expect(items.length).toBeGreaterThan(1);
  });
});

describe("feeds", () => {
  const newest = newestFirst[0]!;
  const parse = (file: string) => parseXml(join(clientDir, file));
  const childText = (parent: Element, name: string, ns = "*") => parent.getElementsByTagNameNS(ns, name)[0]?.textContent ?? null;

  it("RSS 2.0 parses and carries its required elements, one item per article, newest first", () => {
    const doc = parse("feed.rss");
    const channel = doc.querySelector("rss[version='2.0'] > channel");
    expect(channel).not.toBeNull();
    for (const name of ["title", "link", "description"]) expect(childText(channel!, name)?.length ?? 0, name).toBeGreaterThan(0);
    const items = [...doc.getElementsByTagName("item")];
    expect(items).toHaveLength(articles.length);
    for (const item of items)
      for (const name of ["title", "link", "pubDate", "guid"]) expect(childText(item, name) ?? "", name).not.toBe("");
    expect(childText(items[0]!, "title")).toBe(newest.title);
    expect(childText(items[0]!, "link")).toBe(canonicalUrl(articlePath(newest.id)));
  });

  it("Atom parses and carries its required elements, one entry per article, newest first", () => {
    const ns = "http://www.w3.org/2005/Atom";
    const feed = parse("feed.atom").documentElement;
    expect(`${feed.namespaceURI} ${feed.localName}`).toBe(`${ns} feed`);
    for (const name of ["id", "title", "updated"]) expect(childText(feed, name, ns)?.length ?? 0, name).toBeGreaterThan(0);
    expect([...feed.children].some((c) => c.localName === "link" && c.getAttribute("rel") === "self")).toBe(true);
    const entries = [...feed.getElementsByTagNameNS(ns, "entry")];
    expect(entries).toHaveLength(articles.length);
    for (const entry of entries) {
      for (const name of ["title", "updated", "id"]) expect(childText(entry, name, ns) ?? "", name).not.toBe("");
      expect(entry.getElementsByTagNameNS(ns, "link")[0]?.getAttribute("href") ?? "").not.toBe("");
      expect(childText(entry.getElementsByTagNameNS(ns, "author")[0]!, "name", ns) ?? "").not.toBe("");
    }
    expect(childText(entries[0]!, "title", ns)).toBe(newest.title);
    expect(entries[0]!.getElementsByTagNameNS(ns, "link")[0]?.getAttribute("href")).toBe(canonicalUrl(articlePath(newest.id)));
  });

  it("JSON Feed 1 parses and carries its required fields", () => {
    const feed = JSON.parse(readFileSync(join(clientDir, "feed.json"), "utf8")) as {
      version: string;
      title: string;
      feed_url: string;
      items: { id: string; url: string; title: string; content_html?: string; date_published: string }[];
    };
    expect(feed.version).toMatch(/^https:\/\/jsonfeed.org\/version\/1(\.1)?$/);
    expect(feed.title.length).toBeGreaterThan(0);
    expect(feed.feed_url).toBe(`${site.url}/feed.json`);
    expect(feed.items).toHaveLength(articles.length);
    for (const item of feed.items) {
      expect(item.id.length).toBeGreaterThan(0);
      expect(item.content_html?.length ?? 0).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(item.date_published))).toBe(false);
    }
    expect(feed.items[0]!.title).toBe(newest.title);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Team
 * ---------------------------------------------------------------------------------------------- */

describe("team", () => {
  it("the list has one card per member, each linking to its member with name, designation and portrait", () => {
    const cards = [...pageAt("/team").querySelectorAll('[data-testid="team-grid"] > li')];
    expect(cards).toHaveLength(team.length);
    for (const [i, member] of team.entries()) {
      const link = cards[i]?.querySelector("a");
      expect(link?.getAttribute("href")).toBe(`/team/${member.id}`);
      expect(textOf(link)).toContain(member.name);
      expect(textOf(link)).toContain(member.designation);
      expect(link?.querySelector("img")?.getAttribute("alt")).toContain(member.name);
    }
  });

  it.each(team.map((m) => [m.id, m] as const))("member %i: every field, the optional ones only when present", (id, member) => {
    const doc = pageAt(`/team/${id}`);
    expect(doc.querySelector(`main a[href="mailto:${member.email}"]`)?.textContent).toContain(member.email);
    expect(texts(sectionHeaded(doc, "Education")?.querySelectorAll("li") ?? [])).toEqual(member.education);
    expect(textOf(sectionHeaded(doc, "Bar Admission"))).toContain(member.barAdmission);
    expect(texts(sectionHeaded(doc, "Overview")?.querySelectorAll("p") ?? [])).toEqual(member.overview);

    const linkedin = doc.querySelector('[data-testid="member-linkedin"]');
    if (member.linkedin) {
      expect(linkedin?.getAttribute("href")).toBe(member.linkedin);
      expect(textOf(linkedin)).toMatch(/LinkedIn profile/);
      expect(linkedin?.getAttribute("target")).toBe("_blank");
      expect((linkedin?.getAttribute("rel") ?? "").split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    } else {
      expect(linkedin).toBeNull();
    }
    const association = sectionHeaded(doc, "Association");
    if (member.association.length > 0) expect(texts(association?.querySelectorAll("li") ?? [])).toEqual(member.association);
    else expect(association).toBeNull();

    // The hero names the designation; the profile leads back to the team.
    expect(doc.querySelector('[data-testid="back-to-team"]')?.getAttribute("href")).toBe("/team");

    const people = jsonLd(doc).filter((d) => d["@type"] === "Person");
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ "@context": "https://schema.org", name: member.name, jobTitle: member.designation });
    if (member.linkedin) expect(people[0]?.sameAs).toEqual([member.linkedin]);

    const theirs = articles.filter((a) => a.author === member.name);
    const list = regionNamed(doc, `Articles by ${member.name}`);
    if (theirs.length > 0) expect(list?.querySelectorAll("li")).toHaveLength(theirs.length);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Services
 * ---------------------------------------------------------------------------------------------- */

describe("services", () => {
  const servicesHero = loadPageContent("services").hero.heading;

  it.each(services.map((s) => [s.slug, s] as const))(
    "%s: the Services hero, its title, and its domains as switches that are on",
    (slug, service) => {
      expect(servicesHero).toBe("Services");
      const doc = pageAt(`/services/${slug}`);
      expect(textOf(doc.querySelector("h1#page-heading"))).toBe(servicesHero);
      expect(texts(doc.querySelectorAll("main h2"))).toContain(service.title);
      const switches = [...doc.querySelectorAll('[role="switch"]')];
      expect(switches).toHaveLength(service.domains.length);
      for (const toggle of switches) {
        expect(toggle.getAttribute("aria-checked")).toBe("true");
        expect(toggle.hasAttribute("disabled")).toBe(true);
      }
      const labels = switches.map((toggle) => textOf(doc.querySelector(`label[for="${toggle.id}"]`)));
      expect(labels).toEqual(service.domains);

      // A practice page lists the articles of the topics that name it.
      const areaTopics = topics.filter((t) => (t.services ?? []).includes(slug));
      const newestInArea = newestFirst.find((a) => a.topics.some((t) => areaTopics.some((topic) => topic.slug === t)));
      if (newestInArea) expect(texts(regionNamed(doc, "Articles in this area")?.querySelectorAll("a") ?? [])).toContain(newestInArea.title);
    },
  );
});

/* ------------------------------------------------------------------------------------------------
 * The firm's pages and the footer, as written (these were journeys; nothing in them needs a browser)
 * ---------------------------------------------------------------------------------------------- */

describe("the firm's pages", () => {
  type HomeYaml = ReturnType<typeof loadPageContent> & { about: { heading: string; paragraphs: string[]; imageAlt: string } };
  type CareerYaml = ReturnType<typeof loadPageContent> & {
    lateralHiring: { heading: string; paragraphs: string[] };
    internship: { heading: string; paragraphs: string[] };
    cards: { title: string }[];
  };
  type ContactYaml = ReturnType<typeof loadPageContent> & { officeHeading: string; chamberHeading: string };

  it("home: the hero, About Us with its text, a Contact Us link, the firm's mail, phones and network", () => {
    const home = loadPageContent<HomeYaml>("home");
    const doc = pageAt("/");
    expect(textOf(doc.querySelector("h1#page-heading"))).toBe("We provide a clear path");
    expect(textOf(doc.querySelector("#page-heading + p"))).toBe("We help you manage your legal affairs");
    const about = namedRegion(doc, home.about.heading);
    expect(textOf(about?.querySelector("h2"))).toBe(home.about.heading);
    for (const paragraph of home.about.paragraphs) expect(textOf(about)).toContain(paragraph);
    const contactLink = [...(about?.querySelectorAll("a") ?? [])].find((a) => textOf(a) === "Contact Us");
    expect(contactLink?.getAttribute("href")).toBe("/contact");
    expectContactLinks(about);
    const network = about?.querySelector(`a[href="${site.professionalNetwork.url}"]`);
    expect(textOf(network)).toMatch(new RegExp(site.professionalNetwork.label));
    expectNewTabLink(network);
  });

  it("career: the hero, the two texts and the three cards, the last with the firm's mail and phones", () => {
    const career = loadPageContent<CareerYaml>("career");
    const doc = pageAt("/career");
    expect(textOf(doc.querySelector("h1#page-heading"))).toBe("Career");
    expect(textOf(doc.querySelector("#page-heading + p"))).toBe("Join Our Expert Team Of Lawyers");
    for (const block of [career.lateralHiring, career.internship]) {
      const region = namedRegion(doc, block.heading);
      for (const paragraph of block.paragraphs) expect(textOf(region)).toContain(paragraph);
    }
    const internship = textOf(namedRegion(doc, career.internship.heading));
    for (const length of ["four weeks", "six weeks", "two to three weeks"]) expect(internship).toContain(length);
    const cardTitles = ["What are we looking for", "What do we offer", "How can you Apply"];
    expect(career.cards.map((card) => card.title)).toEqual(cardTitles);
    const cards = [...(namedRegion(doc, "Working with us")?.querySelectorAll(":scope > ul > li") ?? [])];
    expect(cards.map((card) => textOf(card.querySelector("h2")))).toEqual(cardTitles);
    expectContactLinks(cards.find((card) => textOf(card.querySelector("h2")) === "How can you Apply") ?? null);
  });

  it("contact: the hero, mail and phones as links, the two address cards and no form", () => {
    const contact = loadPageContent<ContactYaml>("contact");
    const doc = pageAt("/contact");
    expect(textOf(doc.querySelector("h1#page-heading"))).toBe("Contact Us");
    const main = doc.querySelector("main");
    expectContactLinks(main);
    expect(main?.querySelectorAll('a[href^="tel:"]')).toHaveLength(2);
    expect([contact.officeHeading, contact.chamberHeading]).toEqual(["Corporate Office Address", "Chamber Address"]);
    const office = main?.querySelector(`[aria-label="${contact.officeHeading}"]`);
    expect(texts(office?.querySelectorAll("h2, h3") ?? [])).toEqual([contact.officeHeading]);
    expect(textOf(office)).toContain("New Delhi");
    expect(textOf(office)).toContain(site.office.street);
    const chamber = main?.querySelector(`[aria-label="${contact.chamberHeading}"]`);
    expect(texts(chamber?.querySelectorAll("h2, h3") ?? [])).toEqual([contact.chamberHeading]);
    expect(textOf(chamber)).toContain("Supreme Court of India");
    expect(textOf(chamber)).toContain("New Delhi");
    expect(doc.querySelectorAll("form, input, textarea, [contenteditable]")).toHaveLength(0);
  });

  it("media reports: one card per report, with its title and excerpt", () => {
    const cards = [...pageAt("/media-reports").querySelectorAll('[data-testid="media-card"]')];
    expect(cards).toHaveLength(mediaReports.reports.length);
    for (const [i, report] of mediaReports.reports.entries()) {
      expect(textOf(cards[i])).toContain(report.title);
      expect(textOf(cards[i])).toContain(report.excerpt);
    }
  });

  it("media reports: each card and each report names the outlet and the date the content gives, and says nothing when it gives neither", () => {
    const doc = pageAt("/media-reports");
    const cards = [...doc.querySelectorAll('[data-testid="media-card"]')];
    for (const [i, report] of mediaReports.reports.entries()) {
      const expected = [report.outlet, report.date ? formatDate(report.date) : undefined].filter(Boolean).join(" · ");
      for (const scope of [cards[i], doc.getElementById(`report-${report.id}`)]) {
        const reported = scope?.querySelector('[data-testid="media-reported"]');
        if (!expected) expect(reported).toBeNull();
        else expect(textOf(reported)).toBe(expected);
        if (report.date) expect(reported?.querySelector("time")?.getAttribute("datetime")).toBe(report.date);
      }
    }
  });

  it("home: Locate Us shows its own sketch of both addresses in the map's box, the street map on request, and a caption under it", () => {
    const doc = pageAt("/");
    const map = doc.querySelector("lazy-map");
    const sketch = map?.querySelector("svg[data-address-sketch]");
    expect(sketch?.getAttribute("aria-hidden")).toBe("true");
    for (const words of ["Corporate Office", "Chamber", "Supreme Court"])
      expect(texts(sketch?.querySelectorAll("text") ?? [])).toContain(words);
    expect(textOf(map?.closest("figure")?.querySelector("figcaption"))).toContain(text("en", "layout", "contact.mapCaption"));
    // The street map comes on request: no frame in the page, a link to it that works without script.
    expect(map?.querySelector("iframe")).toBeNull();
    const show = map?.querySelector("a[data-show-map]");
    expect(textOf(show)).toBe(text("en", "layout", "contact.showMap"));
    expect(show?.getAttribute("href")).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    expectNewTabLink(show);
  });

  it.each(["/", "/contact", articlePath(articles[0]!.id)].map((path) => [path]))(
    "%s: the footer has the about text, the network link, quick links, services, calculators, contacts and the copyright line",
    (path) => {
      const footer = pageAt(path).querySelector("footer");
      expect(textOf(footer)).toContain(text("en", "layout", "footer.about"));
      const network = footer?.querySelector(`a[href="${site.professionalNetwork.url}"]`);
      expect(textOf(network) + (network?.getAttribute("aria-label") ?? "")).toMatch(new RegExp(site.professionalNetwork.label));
      expectNewTabLink(network);
      const links = (name: string) => [...(footer?.querySelectorAll(`nav[aria-label="${name}"] a`) ?? [])];
      expect(texts(links("Quick links"))).toEqual(quickLinks.map((link) => link.title));
      expect(links("Quick links").map((a) => a.getAttribute("href"))).toEqual(quickLinks.map((link) => link.url));
      expect(links("Services").map((a) => a.getAttribute("href"))).toEqual(services.map((s) => `/services/${s.slug}`));
      expect(texts(links("Fee calculators"))).toEqual(calculatorLinks.map((link) => navTitle(link)));
      expect(links("Fee calculators").map((a) => a.getAttribute("href"))).toEqual(calculatorLinks.map((link) => link.url));
      expect(textOf(footer?.querySelector(`a[href="mailto:${site.email}"]`))).toBe(site.email);
      for (const phone of Object.values(site.phones))
        expect(textOf(footer?.querySelector(`a[href="tel:${phone.tel}"]`))).toContain(phone.display);
      expect(textOf(footer)).toContain(site.office.street);
      // The year is the build's: a page is rebuilt on every deploy.
      expect(textOf(footer)).toContain(`© ${site.foundedYear}–${new Date().getFullYear()} ${site.name}. All rights reserved.`);
    },
  );
});

/* ------------------------------------------------------------------------------------------------
 * Publications: the lists and the topics
 * ---------------------------------------------------------------------------------------------- */

const memberOf = (article: ArticleContent) => {
  const member = team.find((m) => m.name === article.author);
  if (!member) throw new Error(`article ${article.id}: author ${article.author} is not a team member`);
  return member;
};

/** The list's items: thumbnail, title, date, author, excerpt and Read More, for these articles in this order. */
function expectArticleItems(doc: Document, expected: readonly ArticleContent[]) {
  const items = [...doc.querySelectorAll('[data-testid="article-item"]')];
  expect(items).toHaveLength(expected.length);
  for (const [i, article] of expected.entries()) {
    const item = items[i]!;
    const thumbnail = item.querySelector("picture img");
    expect(thumbnail?.getAttribute("src")).toMatch(/^\/img\/articles\/.+\.webp$/);
    expect(thumbnail?.getAttribute("width")).toMatch(/^\d+$/);
    const file = fileOf(thumbnail?.getAttribute("src") ?? "");
    expect(file, "the thumbnail is in the build").not.toBeNull();
    const bytes = readFileSync(file!);
    expect(`${bytes.subarray(0, 4).toString("latin1")} ${bytes.subarray(8, 12).toString("latin1")}`, "a WebP file").toBe("RIFF WEBP");
    const heading = item.querySelector("h2");
    expect(textOf(heading)).toBe(article.title);
    expect(heading?.querySelector("a")?.getAttribute("href")).toBe(articlePath(article.id));
    const date = item.querySelector("time");
    expect(textOf(date)).toBe(formatDate(article.date));
    expect(date?.getAttribute("datetime")).toBe(article.date);
    expect(textOf(item)).toContain(article.author);
    expect(textOf(item)).toContain(article.excerpt);
    const readMore = [...item.querySelectorAll("a")].find((a) => textOf(a).startsWith("Read More"));
    expect(readMore?.getAttribute("href")).toBe(articlePath(article.id));
  }
}

/** Recent Posts: the newest titles up to the limit, each dated and linked. */
function expectRecentPosts(doc: Document, current?: ArticleContent) {
  const sidebar = doc.querySelector('[data-testid="recent-posts"]');
  expect(textOf(sidebar?.querySelector("h2"))).toBe("Recent Posts");
  const entries = [...(sidebar?.querySelectorAll("li") ?? [])];
  const shown = newestFirst.slice(0, RECENT_POSTS_LIMIT);
  expect(entries).toHaveLength(shown.length);
  for (const [i, article] of shown.entries()) {
    expect(textOf(entries[i]?.querySelector("time"))).toBe(formatDate(article.date));
    const link = entries[i]?.querySelector("a");
    expect(textOf(link)).toBe(article.title);
    expect(link?.getAttribute("href")).toBe(articlePath(article.id));
  }
  const marked = [...(sidebar?.querySelectorAll('a[aria-current="page"]') ?? [])];
  if (current) expect(texts(marked)).toEqual([current.title]);
  else expect(marked).toEqual([]);
}

describe("publications list", () => {
  it("the hero, and one item per article with thumbnail, title, date, author, excerpt and Read More", () => {
    const doc = pageAt("/publications");
    expect(textOf(doc.querySelector("#page-heading + p"))).toBe("See supported Articles by our members");
    expect(doc.title).toBe(titleOf("Publications"));
    const onFirstPage = routes.some((r) => r.kind === "publications-page")
      ? doc.querySelectorAll('[data-testid="article-item"]').length
      : articles.length;
    // Newest first, as Recent Posts.
    expectArticleItems(doc, newestFirst.slice(0, onFirstPage));
  });

  it("Recent Posts lists the articles newest first, with date and link", () => {
    expectRecentPosts(pageAt("/publications"));
  });

  it.each(topics.map((t) => [t.slug, t] as const))(
    "topic %s: its articles, marked in the topic list, with canonical, description and structured data",
    (slug, topic) => {
      const doc = pageAt(`/publications/topics/${slug}`);
      // A topic lists its articles newest first.
      expectArticleItems(
        doc,
        newestFirst.filter((a) => a.topics.includes(slug)),
      );
      const current = [...doc.querySelectorAll('nav[aria-label="Topics"] a[aria-current="page"]')];
      expect(current.map((a) => a.getAttribute("href"))).toEqual([`/publications/topics/${slug}`]);
      expect(textOf(current[0])).toMatch(new RegExp(`^${topic.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      expect(meta(doc, 'meta[name="description"]')).toBe(topic.description);
      expect(jsonLd(doc).map((d) => d["@type"])).toEqual(expect.arrayContaining(["BreadcrumbList", "CollectionPage"]));
    },
  );
});

/* ------------------------------------------------------------------------------------------------
 * Every article page
 * ---------------------------------------------------------------------------------------------- */

describe.each(articles.map((a) => [a.id, a] as const))("article %i", (id, article) => {
  const doc = () => pageAt(articlePath(id));
  const body = () => doc().querySelector("article .prose-legal");

  it("its Authorities cited: folded when the article ends with its own References, which list them already; open otherwise", () => {
    const cited = doc().querySelector('[data-testid="authorities-cited"]');
    const ownReferences = [...(body()?.querySelectorAll("h2") ?? [])].some((h) => /^references$/i.test(textOf(h)));
    expect(textOf(cited?.querySelector("h2"))).toBe("Authorities cited");
    const list = cited?.querySelector("details");
    expect(list?.hasAttribute("open")).toBe(!ownReferences);
    expect(textOf(list?.querySelector("summary"))).toMatch(
      /^\d+ (Acts?|judgments?)( and \d+ judgments?)?, each linked to the index of authorities$/,
    );
  });

  it("the hero names the author; the byline gives the date, the date the law is stated as at, and the reading time", () => {
    expect(textOf(doc().querySelector("#page-heading + p"))).toBe(memberOf(article).name);
    const dates = doc().querySelector('[data-testid="article-dates"]');
    const times = [...(dates?.querySelectorAll("time") ?? [])];
    expect(textOf(times[0])).toBe(formatDate(article.date));
    expect(times[0]?.getAttribute("datetime")).toBe(article.date);
    expect(textOf(dates)).toContain(`Law stated as at ${formatDate(article.lawAsAt)}`);
    expect(times[1]?.getAttribute("datetime")).toBe(article.lawAsAt);
    // The last review, when there was one, right after the date the law is stated as at.
    if (article.reviewed) {
      expect(textOf(dates)).toContain(`Law stated as at ${formatDate(article.lawAsAt)} · last reviewed ${formatDate(article.reviewed)}`);
      expect(times[2]?.getAttribute("datetime")).toBe(article.reviewed);
    } else {
      expect(textOf(dates)).not.toContain("last reviewed");
      expect(times).toHaveLength(2);
    }

    // "N min read", N about the body's words at 200 a minute (each text node's words, as a reader counts them).
    const minutes = Number(/(\d+) min read/.exec(textOf(dates))?.[1]);
    const walker = doc().createTreeWalker(body()!, 4 /* NodeFilter.SHOW_TEXT */);
    let words = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      words += (node.textContent ?? "").split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(Math.abs(minutes - words / 200), `${minutes} min for ${words} words`).toBeLessThanOrEqual(1.5);
  });

  it(`the Updates box: ${article.updates.length} update(s) newest first, after the date line and before the body`, () => {
    const box = doc().querySelector('[data-testid="article-updates"]');
    if (article.updates.length === 0) {
      expect(box).toBeNull();
      return;
    }
    expect(textOf(box?.querySelector("h2"))).toBe("Updates");
    const dates = [...new Set(article.updates.map((u) => u.date))];
    const entries = [...(box?.querySelectorAll("ol > li") ?? [])];
    expect(entries.map((entry) => textOf(entry.querySelector("time")))).toEqual(dates.map(formatDate));
    for (const [i, date] of dates.entries()) {
      expect(entries[i]?.querySelector("time")?.getAttribute("datetime")).toBe(date);
      const notes = article.updates.filter((u) => u.date === date);
      const shown = [...(entries[i]?.querySelectorAll('[data-testid="article-update"]') ?? [])];
      expect(shown).toHaveLength(notes.length);
      // Each note's first words, as a reader reads them (its text without marks or emphasis).
      for (const [j, note] of notes.entries()) {
        const { tree } = parseContentMdx(note.text);
        expect(textOf(shown[j])).toContain(mdastText(tree).slice(0, 60).replace(/\s+/g, " ").trim());
      }
    }
    const line = doc().querySelector('[data-testid="article-dates"]')!;
    expect(line.compareDocumentPosition(box!) & 4 /* FOLLOWING */, "the box follows the date line").toBeTruthy();
    expect(box!.compareDocumentPosition(body()!) & 4, "the body follows the box").toBeTruthy();
  });

  it("its key points, in a labelled box before the body", () => {
    const box = regionNamed(doc(), "Key points");
    if (article.keyPoints.length === 0) {
      expect(box).toBeNull();
      return;
    }
    expect(texts(box?.querySelectorAll("li") ?? [])).toEqual(article.keyPoints);
    expect(box!.compareDocumentPosition(body()!) & 4 /* FOLLOWING */, "the body follows the box").toBeTruthy();
  });

  it("every entry of the contents points at a heading of the body with the same text", () => {
    const tocs = [...doc().querySelectorAll('[data-testid="toc"]')];
    expect(tocs.length).toBeGreaterThan(0);
    for (const toc of tocs) {
      const links = [...toc.querySelectorAll("a")];
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) {
        const target = link.getAttribute("href") ?? "";
        expect(target).toMatch(/^#[a-z0-9-]+$/);
        const heading = body()?.querySelector(`[id="${target.slice(1)}"]`);
        expect(heading?.tagName, `target of ${target}`).toMatch(/^H[23]$/);
        expect(textOf(heading)).toBe(textOf(link));
      }
    }
  });

  it("Previous and Next lead to the neighbours in id order, and Recent Posts marks this article", () => {
    const index = articles.indexOf(article);
    const pager = doc().querySelector('nav[aria-label="More publications"]');
    const links = [...(pager?.querySelectorAll("a") ?? [])];
    const previous = links.find((a) => textOf(a).startsWith("Previous"));
    const next = links.find((a) => textOf(a).startsWith("Next"));
    for (const [link, neighbour] of [
      [previous, articles[index - 1]],
      [next, articles[index + 1]],
    ] as const) {
      if (neighbour) {
        expect(link?.getAttribute("href")).toBe(articlePath(neighbour.id));
        expect(textOf(link)).toContain(neighbour.title);
      } else {
        expect(link).toBeUndefined();
      }
    }
    expectRecentPosts(doc(), article);
  });

  it("meta description, canonical, Open Graph and the Article JSON-LD", () => {
    const canonical = canonicalUrl(articlePath(id));
    const og = (property: string) => meta(doc(), `meta[property="${property}"]`);
    expect(meta(doc(), 'meta[name="description"]')).toBe(article.excerpt);
    expect(doc().querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonical);
    expect(og("og:title")).toBe(article.title);
    expect(og("og:description")).toBe(article.excerpt);
    expect(og("og:type")).toBe("article");
    expect(og("og:url")).toBe(canonical);
    expect(og("og:site_name")).toBe(site.name);
    expect(og("og:image")).toMatch(new RegExp(`^${site.url}/img/articles/.+`));
    expect(og("article:published_time")).toBe(article.date);
    expect(og("article:modified_time")).toBe(articleModified(article));
    expect(og("article:author")).toBe(memberOf(article).name);
    for (const tag of ["og:title", "og:description", "og:type", "og:url", "og:image"])
      expect(doc().querySelectorAll(`meta[property="${tag}"]`), tag).toHaveLength(1);

    const records = jsonLd(doc()).filter((d) => d["@type"] === "Article");
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      "@context": "https://schema.org",
      headline: article.title,
      description: article.excerpt,
      datePublished: article.date,
      dateModified: articleModified(article),
      author: { "@type": "Person", name: memberOf(article).name, url: `${site.url}/team/${memberOf(article).id}` },
      mainEntityOfPage: canonical,
      abstract: article.keyPoints.join(" "),
    });
  });

  it("Download PDF names the file after the title and leads to a real PDF in the build", () => {
    const links = [...doc().querySelectorAll("a")].filter((a) => textOf(a) === "Download PDF");
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe(`/publications/${article.pdf}`);
    const name = links[0]?.getAttribute("download") ?? "";
    expect(name).toBe(pdfDownloadName(article.title));
    expect(name).not.toMatch(/[:|\\/*?"<>]/);
    const bytes = readFileSync(join(clientDir, "publications", article.pdf));
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(20 * 1024);
  });

  it("every link out of the site opens in a new tab without an opener; the topics are linked", () => {
    for (const link of body()?.querySelectorAll('a[href^="http"]') ?? []) {
      expect(link.getAttribute("target"), link.getAttribute("href") ?? "").toBe("_blank");
      expect((link.getAttribute("rel") ?? "").split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    }
    const topicLinks = [...doc().querySelectorAll('article ul[aria-label="Topics"] a')];
    expect(texts(topicLinks)).toEqual(article.topics.map((slug) => topics.find((t) => t.slug === slug)?.name));
    expect(textOf(doc().querySelector('[data-testid="author-card"]'))).toContain(memberOf(article).name);
  });
});

/* ------------------------------------------------------------------------------------------------
 * The not-found pages the server answers unknown addresses with
 * ---------------------------------------------------------------------------------------------- */

describe("the index of authorities", () => {
  const doc = () => pageAt("/publications/authorities");

  it.each([
    ["acts", authorities.acts],
    ["judgments", authorities.cases],
  ] as const)("%s: an A to Z whose letters lead to the first entry of each, and only letters with entries are links", (id, entries) => {
    const section = doc().getElementById(id)?.closest("section");
    const letters = [...(section?.querySelectorAll('[data-testid="authority-letters"] a') ?? [])];
    const initials = [...new Set(entries.map((entry) => initialOf(entry)))];
    expect(letters.map((a) => textOf(a)).sort()).toEqual(initials.sort());
    for (const a of letters) {
      const target = doc().getElementById((a.getAttribute("href") ?? "").slice(1));
      expect(target?.getAttribute("data-initial")).toBe(textOf(a));
      // The first of its letter: the entry before it, if any, has another initial.
      expect(target?.previousElementSibling?.getAttribute("data-initial") ?? "").not.toBe(textOf(a));
    }
  });

  it("a link back to the top of the index; no place named with the article's numbering; no title run into a colon", () => {
    expect(doc().querySelector('[data-testid="authority-top"]')?.getAttribute("href")).toBe("#index-top");
    expect(doc().getElementById("index-top")).not.toBeNull();
    const places = [...doc().querySelectorAll('[data-testid="authority-entry"] a[href*="#"]')].map((a) => textOf(a));
    expect(places.length).toBeGreaterThan(0);
    expect(places.filter((place) => /^(\d+(\.\d+)*\.|\d+\.\d+|\([a-z0-9]+\)|[IVX]+\.)\s/i.test(place))).toEqual([]);
    const lines = [...doc().querySelectorAll('[data-testid="authority-entry"] li')].map((li) => textOf(li));
    expect(lines.filter((line) => /[?!.]:/.test(line))).toEqual([]);
  });
});

describe("not-found pages", () => {
  const isHindi = (path: string) => path.startsWith(`${HINDI_PREFIX}/`);
  const english = [...NOT_FOUND_PATHS].filter((path) => !isHindi(path));
  const hindi = [...NOT_FOUND_PATHS].filter(isHindi);

  it.each(english)("%s: the designed page, not to be indexed, with the site's pages linked", (path) => {
    const doc = pageAt(path);
    expect(textOf(doc.querySelector("h1#page-heading"))).toBe(notFoundPage.hero.heading);
    expect(doc.title).toBe(titleOf(notFoundPage.title));
    expect(meta(doc, 'meta[name="robots"]')).toMatch(/noindex/);
    expect(doc.querySelector("header")).not.toBeNull();
    expect(doc.querySelector("footer")).not.toBeNull();
    const links = [...doc.querySelectorAll('nav[aria-label="Pages"] a')];
    const expected = [...quickLinks, ...calculatorLinks.map((l) => ({ title: navTitle(l), url: l.url }))];
    expect(texts(links)).toEqual(expected.map((l) => l.title));
    expect(links.map((a) => a.getAttribute("href"))).toEqual(expected.map((l) => l.url));
    expect(doc.querySelectorAll('[data-testid="article-item"]')).toHaveLength(0);
    expect([...doc.querySelectorAll("a")].filter((a) => textOf(a) === "Download PDF")).toHaveLength(0);
  });

  it.each(hindi)("%s: the Hindi page, not to be indexed", (path) => {
    const doc = pageAt(path);
    expect(doc.documentElement.lang).toBe("hi-IN");
    expect(textOf(doc.querySelector("h1#page-heading"))).toBe(loadHindiPageContent("not-found").hero.heading);
    expect(meta(doc, 'meta[name="robots"]')).toMatch(/noindex/);
  });
});
