import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

const page = (script: string) => `<html><head></head><body><main>Text</main><script type="module" async="">${script}</script></body></html>`;

describe("deferHydration", () => {
  const original = [
    'import "/assets/manifest-1.js";',
    'import * as route0 from "/assets/root-2.js";',
    'import * as route1 from "/assets/career-3.js";',
    "  ",
    '  window.__reactRouterRouteModules = {"root":route0,"routes/career":route1};',
    "",
    'import("/assets/entry.client-4.js");',
  ].join("\n");

  it("turns the static imports into dynamic ones behind the first frame, in the same order", () => {
    const html = deferHydration(page(original), "career");
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).not.toMatch(/^import /m);
    expect(script.split("\n")).toEqual([
      "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));",
      'await import("/assets/manifest-1.js");',
      'const [route0, route1] = await Promise.all([import("/assets/root-2.js"), import("/assets/career-3.js")]);',
      'window.__reactRouterRouteModules = {"root":route0,"routes/career":route1};',
      'import("/assets/entry.client-4.js");',
    ]);
    expect(html).toContain("<main>Text</main>");
  });

  it("refuses a page it does not understand, so a router upgrade cannot ship pages that never hydrate", () => {
    expect(() => deferHydration("<html></html>", "x")).toThrow(/no hydration script/);
    expect(() => deferHydration(page('import { a } from "/x.js";\nwindow.__reactRouterRouteModules = {};'), "x")).toThrow(/unexpected shape/);
  });
});
