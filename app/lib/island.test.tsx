// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_SCRIPT_START } from "../../core/html/inline-scripts";
import { Island, type IslandStart, loadIsland } from "./island";
import { islandPropsId } from "./island-markers";

/** The island as the server writes it, parsed by the browser's own parser (jsdom's). */
function islandPage(props: unknown) {
  document.body.innerHTML = renderToStaticMarkup(
    <Island id="calculator" bundle="/assets/calculator-island-abc.js" when="intent" props={props}>
      <form method="get" action="/calculator">
        <button type="submit">Calculate</button>
      </form>
    </Island>,
  );
  return document.body;
}

describe("an island as the server writes it", () => {
  it("renders its component inside the element that names its bundle", () => {
    const page = islandPage({});
    const element = page.querySelector("#calculator");
    expect(element?.getAttribute("data-island")).toBe("/assets/calculator-island-abc.js");
    expect(element?.querySelector("form button")?.textContent).toBe("Calculate");
  });

  it("carries its props as JSON that no text in them can break out of", () => {
    const props = {
      note: '</script><script>alert("x")</script><!-- -->',
      hindi: "न्यायालय फीस ₹ 16,984",
      nested: { list: [1, null, "a<b"] },
    };
    const page = islandPage(props);
    const data = page.querySelector(`#${islandPropsId("calculator")}`);
    expect(data?.getAttribute("type")).toBe("application/json");
    expect(JSON.parse(data?.textContent ?? "")).toEqual(props);
    // Nothing but the island's own two scripts: the props ended no script element early.
    expect(page.querySelectorAll("script")).toHaveLength(2);
  });

  it("loads its bundle by one of the site's own inline behaviours, which the CSP allows by hash", () => {
    const loader = islandPage({}).querySelectorAll("script")[1];
    expect(loader?.getAttribute("type")).toBeNull();
    expect(loader?.textContent?.startsWith(PAGE_SCRIPT_START)).toBe(true);
    expect(loader?.textContent).toContain('"bundle":"/assets/calculator-island-abc.js"');
  });
});

describe("when an island's bundle starts", () => {
  const bundle = "/assets/calculator-island-abc.js";
  const started = () =>
    [...document.head.querySelectorAll<HTMLScriptElement>("script[type=module]")].map((script) => script.getAttribute("src"));
  const load = (when: IslandStart) => loadIsland({ id: "calculator", bundle, when, devPreamble: null });

  beforeEach(() => {
    islandPage({});
    document.head.replaceChildren();
    delete document.documentElement.dataset.disclaimer;
  });
  afterEach(() => vi.useRealTimers());

  it("on intent: not before the visitor points at or focuses the island, then once", () => {
    load("intent");
    expect(started()).toEqual([]);
    document.querySelector("#calculator button")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(started()).toEqual([bundle]);
    document.querySelector<HTMLButtonElement>("#calculator button")?.focus();
    document.querySelector("#calculator")?.dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(started()).toEqual([bundle]);
  });

  it("on intent: focus inside it, as from the keyboard, starts it", () => {
    load("intent");
    document.querySelector<HTMLButtonElement>("#calculator button")?.focus();
    expect(started()).toEqual([bundle]);
  });

  it("when idle: after the page's load, once the browser is idle", async () => {
    vi.useFakeTimers();
    load("idle");
    // jsdom's document has loaded; it has no requestIdleCallback, so the next task stands for it.
    expect(started()).toEqual([]);
    await vi.runAllTimersAsync();
    expect(started()).toEqual([bundle]);
  });

  it("when idle: on a first visit, not before the disclaimer's agreement", async () => {
    vi.useFakeTimers();
    document.documentElement.dataset.disclaimer = "pending";
    load("idle");
    await vi.runAllTimersAsync();
    expect(started()).toEqual([]);
    document.documentElement.dataset.disclaimer = "agreed";
    await vi.runAllTimersAsync();
    expect(started()).toEqual([bundle]);
  });
});
