/**
 * The one list of pages (core/routing/site-pages.ts) against what is derived from it and what
 * names routes as text: the route table React Router builds, the typed routes, the Hindi pairs,
 * the practice areas, and the not-found templates. Renaming or adding a page without its entry
 * fails here, not in a visitor's request.
 */
import { href } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { serviceLinks } from "../../app/config/navigation.ts";
import { counterparts, hasHindi } from "../../app/lib/i18n/locale.ts";
import { hindiPageNames, serviceSlugs } from "../../app/lib/content/schemas.ts";
import {
  NOT_FOUND_PATHS,
  canonicalResultQuery,
  fillPath,
  matchesPattern,
  notFoundPageFor,
  pagesWithHindi,
  practiceAreas,
  resultPages,
  sitePages,
} from "../../core/routing/site-pages.ts";

type RouteEntry = { id?: string; path?: string; index?: boolean; file: string; children?: RouteEntry[] };
const routeTable = routes as RouteEntry[];
const flat = (entries: RouteEntry[], parent = ""): { id?: string; path: string; file: string }[] =>
  entries.flatMap((entry) => {
    const path = `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
    return entry.children ? flat(entry.children, path) : [{ id: entry.id, path, file: entry.file }];
  });

describe("the one list of pages", () => {
  it("gives the route table: every page once in English, once more under /hi/ when it has Hindi, then the not-found routes", () => {
    const expected = [
      ...sitePages.map((page) => ({ id: page.name, path: page.path, file: page.module })),
      ...sitePages
        .filter((page) => page.hindi)
        .map((page) => ({
          id: `hi-${page.name}`,
          path: page.path === "/" ? "/hi" : `/hi${page.path}`,
          file: page.hindiModule ?? page.module,
        })),
      { id: "hi-not-found", path: "/hi/*", file: "routes/not-found.tsx" },
      { id: "not-found", path: "/*", file: "routes/not-found.tsx" },
    ];
    expect(flat(routeTable)).toEqual(expected);
    expect(new Set(sitePages.map((page) => page.name)).size).toBe(sitePages.length);
  });

  it("names paths the typed routes know", () => {
    expect(href("/calculator/court-fee-calculator")).toBe(resultPages[0]?.path);
    expect(resultPages.map((page) => page.path)).toEqual([
      href("/calculator/court-fee-calculator"),
      href("/hi/calculator/court-fee-calculator"),
      href("/calculator/arbitration-fee-calculator"),
      href("/hi/calculator/arbitration-fee-calculator"),
    ]);
    expect([...NOT_FOUND_PATHS]).toEqual([
      href("/team/:id", { id: "not-found" }),
      href("/publications/page/:page", { page: "not-found" }),
      href("/publications/year/:year", { year: "not-found" }),
      href("/publications/topics/:topic", { topic: "not-found" }),
      href("/publications/topics/:topic/page/:page", { topic: "not-found", page: "not-found" }),
      href("/publications/topics/:topic/year/:year", { topic: "not-found", year: "not-found" }),
      href("/publications/:id", { id: "not-found" }),
      href("/hi/*", { "*": "404" }),
      href("/*", { "*": "404" }),
    ]);
  });

  it("gives the Hindi pairs, the practice areas' slugs, menu links and Hindi copy", () => {
    // A page with parameters, or a file, has a counterpart for some values only: its route names it.
    for (const page of sitePages) expect(hasHindi(page.path)).toBe(page.hindi === true && !page.resource && !page.path.includes(":"));
    expect(counterparts("/hi/contact")).toEqual({ en: "/contact", hi: "/hi/contact" });
    expect(counterparts("/hi/publications")).toEqual({ en: "/publications", hi: "/hi/publications" });
    expect(counterparts("/publications/3")).toBeNull();
    expect(pagesWithHindi).toContain("/services/recovery");
    expect(serviceSlugs).toEqual(practiceAreas.map((area) => area.slug));
    expect(serviceLinks.map((link) => link.url)).toEqual(practiceAreas.map((area) => `/services/${area.slug}`));
    // Each Hindi page's copy file: the practice pages share "services", the Hindi library "publications",
    // the not-found pages "not-found"; a file (a feed, an index) has none.
    const copyOf = (module: string) =>
      module
        .replace(/^routes\/(.*)\.tsx$/, "$1")
        .replace(/^service$/, "services")
        .replace(/^(hindi-publications|publication-summary)$/, "publications");
    const hindiCopies = new Set([
      ...sitePages.filter((page) => page.hindi && !page.resource).map((page) => copyOf(page.hindiModule ?? page.module)),
      "not-found",
    ]);
    expect(new Set(hindiPageNames)).toEqual(hindiCopies);
  });

  it("sends an unknown address to its section's not-found page, in its language", () => {
    expect(notFoundPageFor("/team/99")).toBe("/team/not-found");
    expect(notFoundPageFor("/publications/page/x")).toBe("/publications/page/not-found");
    expect(notFoundPageFor("/publications/topics/x")).toBe("/publications/topics/not-found");
    expect(notFoundPageFor("/publications/year/1999")).toBe("/publications/year/not-found");
    expect(notFoundPageFor("/publications/topics/x/page/9")).toBe("/publications/topics/not-found/page/not-found");
    expect(notFoundPageFor("/publications/topics/arbitration/year/1999")).toBe("/publications/topics/not-found/year/not-found");
    expect(notFoundPageFor("/publications/topics/x/feed.rss")).toBe("/404");
    expect(notFoundPageFor("/publications/x")).toBe("/publications/not-found");
    expect(notFoundPageFor("/publications/x/y/z")).toBe("/404");
    expect(notFoundPageFor("/hi/team/3")).toBe("/hi/404");
    expect(notFoundPageFor("/nowhere")).toBe("/404");
    expect(matchesPattern("/team/:id", "/team/")).toBe(false);
  });

  it("fills every parameter of a path, and refuses a path left with one unfilled", () => {
    expect(fillPath("/publications/topics/:topic/page/:page", { topic: "arbitration", page: "2" })).toBe(
      "/publications/topics/arbitration/page/2",
    );
    expect(fillPath("/team/:id", {}, "not-found")).toBe("/team/not-found");
    expect(() => fillPath("/team/:id", {})).toThrow(/:id/);
  });

  it("writes a result address's query in one canonical form, keeping what the loader reads", () => {
    const court = resultPages[0]!;
    const canonical = (query: string) => canonicalResultQuery(court, new URLSearchParams(query))?.toString() ?? null;
    expect(canonical("amount=1500000&state=DL&utm_source=chat")).toBe("state=DL&amount=1500000");
    expect(canonical("state=DL&amount=1&amount=2")).toBe("state=DL&amount=1");
    expect(canonical("state=&amount=abc")).toBe("state=&amount=abc");
    expect(canonical("utm_source=chat")).toBeNull();
    // React Router's data requests are not served (docs/decisions/0034): its `_routes` is a stray field.
    expect(canonical("state=DL&_routes=routes%2Fx")).toBe("state=DL");
  });
});
