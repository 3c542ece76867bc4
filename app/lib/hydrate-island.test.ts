// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { type IslandModule, hydrateIsland } from "./hydrate-island";
import { HYDRATED_ATTRIBUTE, islandPropsId } from "./island-markers";

// React's half stands in here: what is judged is what the bundle fetches, and when it hydrates.
// React's own hydration of the islands is proven in the calculators' tests (test-support/calculator-page.tsx).
const hydrate = vi.hoisted(() =>
  vi.fn((element: HTMLElement, _component: unknown, _props: unknown) => element.setAttribute("data-hydrated", "")),
);
vi.mock("./hydrate-root", () => ({ hydrate }));

/** A page with one island as the server writes it (island.tsx), in `lang`. */
function page(lang: string) {
  document.documentElement.lang = lang;
  document.body.innerHTML = `<div id="box"><p>a box</p></div><script type="application/json" id="${islandPropsId("box")}">{"text":"a box"}</script>`;
  return document.getElementById("box")!;
}

const Box = ({ text }: { text: string }) => text;

/** An island's module whose Hindi need resolves when the test says. */
function islandModule() {
  let ready = () => {};
  const hindi = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
  const module: IslandModule<{ text: string }> = { default: Box, forLanguage: { hi: hindi } };
  return { module, hindi, ready: () => ready() };
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = "";
  hydrate.mockClear();
});

describe("hydrateIsland (an island's bundle)", () => {
  it("on a Hindi page fetches what its module names for Hindi with the island, and hydrates only once that is ready", async () => {
    const element = page("hi-IN");
    const { module, hindi, ready } = islandModule();
    hydrateIsland("box", () => Promise.resolve(module));
    await vi.waitFor(() => expect(hindi).toHaveBeenCalledTimes(1));
    // React and the module are in; the wording is not yet: no hydration before it is.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hydrate).not.toHaveBeenCalled();
    ready();
    await vi.waitFor(() => expect(element.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
    expect(hydrate).toHaveBeenCalledExactlyOnceWith(element, Box, { text: "a box" });
  });

  it("on an English page fetches nothing more, and a failed fetch only leaves it to be fetched on use", async () => {
    const english = page("en-IN");
    const { module, hindi } = islandModule();
    hydrateIsland("box", () => Promise.resolve(module));
    await vi.waitFor(() => expect(english.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
    expect(hindi).not.toHaveBeenCalled();

    const hindiPage = page("hi-IN");
    const failing: IslandModule<{ text: string }> = { default: Box, forLanguage: { hi: () => Promise.reject(new Error("offline")) } };
    hydrateIsland("box", () => Promise.resolve(failing));
    await vi.waitFor(() => expect(hindiPage.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
  });

  it("hydrates with the props its module shares for the page's language, under the page's own", async () => {
    const element = page("hi-IN");
    const shared = {
      en: vi.fn(() => Promise.resolve({ text: "English", tone: "plain" })),
      hi: vi.fn(() => Promise.resolve({ text: "हिन्दी", tone: "warm" })),
    };
    const module: IslandModule<{ text: string; tone?: string }> = { default: Box, shared };
    hydrateIsland("box", () => Promise.resolve(module));
    await vi.waitFor(() => expect(element.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
    expect(shared.en).not.toHaveBeenCalled();
    // The page's props ({"text":"a box"}) are the page's own: they win over what a language shares.
    expect(hydrate).toHaveBeenCalledExactlyOnceWith(element, Box, { text: "a box", tone: "warm" });
  });

  it("says so when the page has no such island", () => {
    document.body.innerHTML = "";
    expect(() => hydrateIsland("box", () => Promise.resolve({ default: Box }))).toThrow(
      'No island "box" on this page, or no props beside it',
    );
  });
});
