/**
 * The server and core name some routes as text, because they import core/ only and so cannot type them
 * with React Router's href(). They are checked here against the typed routes: renaming a route
 * fails this test, not a visitor's request.
 */
import { href } from "react-router";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PAGES } from "../../core/routing/not-found-paths.ts";
import { RESULT_PAGE_PATHS } from "../../server/result-pages/result-pages.ts";

describe("routes the server names as text", () => {
  it("the result pages are the two calculators, in English and in Hindi", () => {
    expect(RESULT_PAGE_PATHS).toEqual([
      href("/calculator/court-fee-calculator"),
      href("/calculator/arbitration-fee-calculator"),
      href("/hi/calculator/court-fee-calculator"),
      href("/hi/calculator/arbitration-fee-calculator"),
    ]);
  });

  it("the not-found pages are under the routes whose unknown addresses they answer", () => {
    expect(NOT_FOUND_PAGES).toEqual({
      team: href("/team/:id", { id: "not-found" }),
      publications: href("/publications/:id", { id: "not-found" }),
      publicationPages: href("/publications/page/:page", { page: "not-found" }),
      topics: href("/publications/topics/:topic", { topic: "not-found" }),
      hindi: href("/hi/*", { "*": "404" }),
      other: href("/*", { "*": "404" }),
    });
  });
});
