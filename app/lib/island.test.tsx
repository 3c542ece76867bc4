// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HOLD_MS, startIslands } from "~/browser/island-loader";
import { Island, IslandElement, type IslandStart } from "./island";
import { HYDRATED_ATTRIBUTE, SUBMIT_HELD_ATTRIBUTE, islandPropsId } from "./island-markers";

/** The island as the server writes it, parsed by the browser's own parser (jsdom's). */
function islandPage(props: unknown, when: IslandStart = "intent") {
  document.body.innerHTML = renderToStaticMarkup(
    <IslandElement id="calculator" bundle="/assets/calculator-island-abc.js" when={when} props={props}>
      <form method="get" action="/calculator">
        <input name="amount" />
        <button type="submit">Calculate</button>
      </form>
    </IslandElement>,
  );
  return document.body;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete document.documentElement.dataset.disclaimer;
});

describe("an island declared where a page uses it (a calculator's: app/features/fee-calculator/calculator-islands.test.tsx)", () => {
  it("refuses a component that is not an island's, naming where islands live", () => {
    const NotAnIsland = () => null;
    expect(() => renderToStaticMarkup(<Island component={NotAnIsland} when="idle" props={{}} />)).toThrow(
      /NotAnIsland is not an island: an island is the default export of a feature's island\/<id>\.island\.tsx/,
    );
  });
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

  it("says when its bundle starts", () => {
    expect(islandPage({}, "idle").querySelector("#calculator")?.getAttribute("data-island-when")).toBe("idle");
  });
});

describe("when an island's bundle starts (app/browser/island-loader.ts)", () => {
  const bundle = "/assets/calculator-island-abc.js";
  const start = (when: IslandStart) => {
    islandPage({}, when);
    const load = vi.fn(() => Promise.resolve());
    startIslands(load);
    return load;
  };

  it("on intent: not before the visitor points at or focuses the island, then once", () => {
    const load = start("intent");
    expect(load).not.toHaveBeenCalled();
    document.querySelector("#calculator button")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(load).toHaveBeenCalledExactlyOnceWith(bundle);
    document.querySelector<HTMLButtonElement>("#calculator button")?.focus();
    document.querySelector("#calculator")?.dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("on intent: focus inside it, as from the keyboard, starts it", () => {
    const load = start("intent");
    document.querySelector<HTMLButtonElement>("#calculator button")?.focus();
    expect(load).toHaveBeenCalledExactlyOnceWith(bundle);
  });

  it("when idle: after the page's load, once the browser is idle", async () => {
    vi.useFakeTimers();
    const load = start("idle");
    // jsdom's document has loaded; it has no requestIdleCallback, so the next task stands for it.
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledExactlyOnceWith(bundle);
  });

  it("when idle: on a first visit, not before the disclaimer's agreement", async () => {
    vi.useFakeTimers();
    document.documentElement.dataset.disclaimer = "pending";
    const load = start("idle");
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
    document.documentElement.dataset.disclaimer = "agreed";
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledExactlyOnceWith(bundle);
  });
});

describe("a submit before the island has hydrated (app/browser/island-loader.ts)", () => {
  /** The page with the loader started over it; `hydrate` does what React's bundle does once it has hydrated: it answers submits and marks the island. */
  function heldIsland(load: (bundle: string) => Promise<unknown>) {
    islandPage({}, "idle");
    startIslands(load);
    const island = document.querySelector<HTMLElement>("#calculator")!;
    const form = island.querySelector("form")!;
    const button = island.querySelector("button")!;
    const answered: string[] = [];
    const hydrate = () => {
      island.addEventListener("submit", (event) => {
        event.preventDefault();
        answered.push(String(new FormData(form).get("amount")));
      });
      island.setAttribute(HYDRATED_ATTRIBUTE, "");
    };
    const sent = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    return { island, form, button, answered, hydrate, sent };
  }

  it("is held and marked busy, starts the bundle, and is made again once, with what was typed, when the island is ready", async () => {
    const load = vi.fn(() => new Promise<never>(() => {}));
    const { island, form, button, answered, hydrate, sent } = heldIsland(load);
    form.querySelector("input")!.value = "100000";
    button.click();
    expect(island.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(true);
    expect(island.getAttribute("aria-busy")).toBe("true");
    expect(load).toHaveBeenCalledExactlyOnceWith("/assets/calculator-island-abc.js");
    // More taps, and Enter (a submit without the button), while held add nothing.
    button.click();
    form.requestSubmit();
    expect(answered).toEqual([]);
    hydrate();
    await vi.waitFor(() => expect(answered).toEqual(["100000"]));
    expect(island.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(false);
    expect(island.hasAttribute("aria-busy")).toBe(false);
    // From now on React answers each submit itself.
    button.click();
    expect(answered).toEqual(["100000", "100000"]);
    expect(sent).not.toHaveBeenCalled();
  });

  it("goes to the server once if the island is not ready three seconds after the tap", () => {
    vi.useFakeTimers();
    const { island, button, answered, sent } = heldIsland(() => new Promise<never>(() => {}));
    button.click();
    button.click();
    vi.advanceTimersByTime(HOLD_MS - 1);
    expect(sent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(island.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(false);
    vi.advanceTimersByTime(HOLD_MS);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(answered).toEqual([]);
  });

  it("goes to the server at once if the bundle fails to load", async () => {
    const { island, button, sent } = heldIsland(() => Promise.reject(new Error("offline")));
    button.click();
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(island.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(false);
  });

  it("when idle: an intent before the browser is idle starts it at once, and only once", async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    islandPage({}, "idle");
    startIslands(load);
    document.querySelector("#calculator button")?.dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
