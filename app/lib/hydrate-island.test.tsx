// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { type IslandModule, hydrateIsland } from "./hydrate-island";
import { HYDRATED_ATTRIBUTE, islandPropsId } from "./island-markers";

/** A page with one island as the server writes it (island.tsx), in `lang`. */
function page(lang: string) {
  document.documentElement.lang = lang;
  document.body.innerHTML = `<div id="box"><p>a box</p></div><script type="application/json" id="${islandPropsId("box")}">{"text":"a box"}</script>`;
  return document.getElementById("box")!;
}

/** An island's module whose Hindi need resolves when the test says. */
function islandModule() {
  let ready = () => {};
  const hindi = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
  const module: IslandModule<{ text: string }> = { default: ({ text }) => <p>{text}</p>, forLanguage: { hi: hindi } };
  return { module, hindi, ready: () => ready() };
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = "";
});

describe("hydrateIsland (an island's bundle)", () => {
  it("on a Hindi page fetches what its module names for Hindi with the island, and hydrates only once that is ready", async () => {
    const element = page("hi-IN");
    const { module, hindi, ready } = islandModule();
    hydrateIsland("box", () => Promise.resolve(module));
    await vi.waitFor(() => expect(hindi).toHaveBeenCalledTimes(1));
    // React and the module are in; the wording is not yet: no hydration before it is.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    ready();
    await vi.waitFor(() => expect(element.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
    expect(element.textContent).toBe("a box");
  });

  it("on an English page fetches nothing more, and a failed fetch only leaves it to be fetched on use", async () => {
    const english = page("en-IN");
    const { module, hindi } = islandModule();
    hydrateIsland("box", () => Promise.resolve(module));
    await vi.waitFor(() => expect(english.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
    expect(hindi).not.toHaveBeenCalled();

    const hindiPage = page("hi-IN");
    const failing: IslandModule<{ text: string }> = {
      default: ({ text }) => <p>{text}</p>,
      forLanguage: { hi: () => Promise.reject(new Error("offline")) },
    };
    hydrateIsland("box", () => Promise.resolve(failing));
    await vi.waitFor(() => expect(hindiPage.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
  });
});
