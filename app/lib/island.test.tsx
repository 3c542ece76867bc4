// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startIslands } from "~/browser/island-loader";
import { Island } from "./island";
import { islandPropsId } from "./island-markers";

/** The island as the server writes it, parsed by the browser's own parser (jsdom's). */
function islandPage(props: unknown) {
  document.body.innerHTML = renderToStaticMarkup(
    <Island id="calculator" bundle="/assets/calculator-island-abc.js" props={props}>
      <form method="get" action="/calculator">
        <button type="submit">Calculate</button>
      </form>
    </Island>,
  );
  return document.body;
}

afterEach(() => {
  vi.useRealTimers();
  delete document.documentElement.dataset.disclaimer;
});

describe("an island as the server writes it", () => {
  it("renders its component inside the element that names its bundle", () => {
    const page = islandPage({});
    const element = page.querySelector("#calculator");
    expect(element?.getAttribute("data-island")).toBe("/assets/calculator-island-abc.js");
    expect(element?.querySelector("form button")?.textContent).toBe("Calculate");
  });

  it("carries its props as JSON that no text in them can break out of, and no script that runs", () => {
    const props = {
      note: '</script><script>alert("x")</script><!-- -->',
      hindi: "न्यायालय फीस ₹ 16,984",
      nested: { list: [1, null, "a<b"] },
    };
    const page = islandPage(props);
    const data = page.querySelector(`#${islandPropsId("calculator")}`);
    expect(data?.getAttribute("type")).toBe("application/json");
    expect(JSON.parse(data?.textContent ?? "")).toEqual(props);
    // The props' one data element and nothing else: the props ended no script element early, and
    // the island is started by the site's module (app/browser/island-loader.ts), not by inline script.
    expect(page.querySelectorAll("script")).toHaveLength(1);
  });
});

describe("the island loader (app/browser/island-loader.ts)", () => {
  const frames = () => vi.advanceTimersToNextFrame();

  it("starts each island's bundle once, two frames after the page has painted", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    islandPage({});
    const load = vi.fn(() => Promise.resolve());
    startIslands(load);
    expect(load).not.toHaveBeenCalled();
    frames();
    frames();
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledExactlyOnceWith("/assets/calculator-island-abc.js");
    document.querySelector("button")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("on a first visit waits for the disclaimer's agreement, unless the visitor reaches the island first", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    document.documentElement.dataset.disclaimer = "pending";
    islandPage({});
    const load = vi.fn(() => Promise.resolve());
    startIslands(load);
    for (let i = 0; i < 10; i++) frames();
    vi.advanceTimersByTime(1000);
    expect(load).not.toHaveBeenCalled();
    document.documentElement.dataset.disclaimer = "agreed";
    await Promise.resolve(); // the observer's callback
    frames();
    frames();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);

    document.documentElement.dataset.disclaimer = "pending";
    islandPage({});
    const early = vi.fn(() => Promise.resolve());
    startIslands(early);
    document.querySelector("button")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(early).toHaveBeenCalledExactlyOnceWith("/assets/calculator-island-abc.js");
  });
});
