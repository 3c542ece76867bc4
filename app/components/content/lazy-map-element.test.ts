// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { define } from "~/browser/test-support/dom";
import { LazyMap } from "./lazy-map-element";

define("lazy-map", LazyMap);

const box = `<lazy-map data-src="https://maps.example/embed?q=1" data-title="Street map of the office"><svg data-address-sketch></svg><a data-show-map href="https://maps.example/?q=1" target="_blank">Show the street map</a></lazy-map>`;

describe("<lazy-map>", () => {
  it("fetches nothing until the visitor asks: the sketch and the link are the box", () => {
    document.body.innerHTML = box;
    const map = document.querySelector("lazy-map")!;
    expect(map.querySelector("iframe")).toBeNull();
    expect(map.querySelector("svg")).not.toBeNull();
  });

  it("a click on the link puts the street map in the box instead of leaving, once, titled, shown when loaded", () => {
    document.body.innerHTML = box;
    const map = document.querySelector("lazy-map")!;
    const link = map.querySelector<HTMLAnchorElement>("a[data-show-map]")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const frame = map.querySelector("iframe")!;
    expect(frame.src).toBe("https://maps.example/embed?q=1");
    expect(frame.title).toBe("Street map of the office");
    expect(frame.referrerPolicy).toBe("no-referrer");
    expect(link.hidden).toBe(true);
    expect(document.activeElement).toBe(frame);
    expect(frame.hasAttribute("data-loaded")).toBe(false);
    frame.dispatchEvent(new Event("load"));
    expect(frame.hasAttribute("data-loaded")).toBe(true);
    (map as LazyMap).load();
    expect(map.querySelectorAll("iframe")).toHaveLength(1);
  });

  it("a click asking for a new tab keeps the link's own behaviour", () => {
    document.body.innerHTML = box;
    const map = document.querySelector("lazy-map")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    map.querySelector("a")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(map.querySelector("iframe")).toBeNull();
  });

  it("stops listening when it leaves the page", () => {
    document.body.innerHTML = box;
    const map = document.querySelector("lazy-map")!;
    map.remove();
    map.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    expect(map.querySelector("iframe")).toBeNull();
  });
});
