import type { ComponentType } from "react";
import { islandPropsId } from "./island-markers";

/**
 * What an island's module exports (a feature's `island/<id>.island.tsx`, app/lib/island.tsx): its
 * component, and optionally what a page in one language needs before its first answer, by the
 * page's language (a Hindi page's wording of the API's English answers).
 */
export type IslandModule<Props extends object> = {
  default: ComponentType<Props>;
  shared?: SharedProps<Partial<Props>>;
  forLanguage?: Partial<Record<string, () => Promise<unknown>>>;
};

/**
 * The props every page of a language shares (`<Island shared>`), by the page's language: the page
 * leaves them out of the props it carries, and the island's bundle loads them as a module of their
 * own, content-hashed and so cached for good, before it hydrates.
 */
export type SharedProps<Shared extends object> = Partial<Record<string, () => Promise<Shared>>>;

/**
 * The browser's half of an island (island.tsx): hydrates the island's component into the element
 * with `id`, with the props the server wrote beside it. An island's bundle is this call and nothing
 * else; the build makes it from the island's module (scripts/lib/browser-code.ts).
 *
 * The bundle itself is a few hundred bytes; the renderer (React, docs/decisions/0034) and the
 * island's module are two modules it imports dynamically, fetched together. A browser runs each
 * module graph it imports dynamically in a task of its own, so the renderer's start-up, the
 * component's and the hydration come in separate tasks, and React hydrates in a transition, sliced
 * (hydrate-root.tsx): the page stays free to answer a tap.
 *
 * The module's `shared` props and its `forLanguage` for the page's language are fetched as soon as
 * the module has run, while React still arrives, and are ready before the island is, so the
 * visitor's tap waits for no download. A failure of `forLanguage` only leaves it to be fetched on
 * use, as it would have been.
 */
export function hydrateIsland<Props extends object>(id: string, load: () => Promise<IslandModule<Props>>): void {
  const element = document.getElementById(id);
  const props = document.getElementById(islandPropsId(id))?.textContent;
  if (!element || props == null) throw new Error(`No island "${id}" on this page, or no props beside it`);
  const react = import("./hydrate-root");
  const island = load();
  const pageLanguage = document.documentElement.lang.split("-")[0] ?? "";
  // Without the shared props there is nothing to hydrate: the island stays the server's HTML, whose
  // forms the server answers (a held submit goes there after its three seconds).
  const shared = island.then((module) => module.shared?.[pageLanguage]?.() ?? {});
  const language = island.then((module) => module.forLanguage?.[pageLanguage]?.().catch(() => undefined));
  void Promise.all([react, island, shared, language]).then(([{ hydrate }, { default: Component }, sharedProps]) =>
    setTimeout(() => hydrate(element, Component, { ...sharedProps, ...(JSON.parse(props) as Partial<Props>) } as Props)),
  );
}
