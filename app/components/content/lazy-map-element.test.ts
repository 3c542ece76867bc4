// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { controllableIntersections, define } from "~/browser/test-support/dom";
import { LAZY_MAP_MARGIN_PX, LazyMap } from "./lazy-map-element";

const intersections = controllableIntersections();
define("lazy-map", LazyMap);

describe("<lazy-map>", () => {
  it("loads its map only when the visitor scrolls within 200 px of it, once, titled", () => {
    document.body.innerHTML = `<lazy-map data-src="https://maps.example/embed?q=1" data-title="Map of the chambers"><noscript>Needs script</noscript></lazy-map>`;
    const map = document.querySelector("lazy-map")!;
    expect(map.querySelector("iframe")).toBeNull();
    expect(intersections.observers.at(-1)?.options?.rootMargin).toBe(`${LAZY_MAP_MARGIN_PX}px 0px`);
    expect(LAZY_MAP_MARGIN_PX).toBe(200);
    intersections.show(map);
    const frame = map.querySelector("iframe")!;
    expect(frame.src).toBe("https://maps.example/embed?q=1");
    expect(frame.title).toBe("Map of the chambers");
    expect(frame.referrerPolicy).toBe("no-referrer");
    // Over the sketch, it shows only once it has loaded.
    expect(frame.hasAttribute("data-loaded")).toBe(false);
    frame.dispatchEvent(new Event("load"));
    expect(frame.hasAttribute("data-loaded")).toBe(true);
    intersections.show(map);
    expect(map.querySelectorAll("iframe")).toHaveLength(1);
  });

  it("stops watching when it leaves the page", () => {
    document.body.innerHTML = `<lazy-map data-src="https://maps.example/embed" data-title="Map"></lazy-map>`;
    const map = document.querySelector("lazy-map")!;
    map.remove();
    intersections.show(map);
    expect(map.querySelector("iframe")).toBeNull();
  });
});
