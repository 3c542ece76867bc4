import type { ComponentType } from "react";
import { islandPropsId } from "./island-markers";

/**
 * The browser's half of an island (island.tsx): hydrates the island's component into the element
 * with `id`, with the props the server wrote beside it. An island's bundle is this call and nothing
 * else.
 *
 * The bundle itself is a few hundred bytes; the renderer (React, docs/decisions/0034) and the
 * island's component are two modules it imports dynamically, fetched together. A browser runs each module graph it imports dynamically in a task of its own, so the
 * renderer's start-up, the component's and the hydration come in three tasks, in which the page
 * stays free to answer a tap (docs/decisions/0032).
 */
export function hydrateIsland<Props extends object>(id: string, loadComponent: () => Promise<ComponentType<Props>>): void {
  const element = document.getElementById(id);
  const props = document.getElementById(islandPropsId(id))?.textContent;
  if (!element || props == null) throw new Error(`No island "${id}" on this page, or no props beside it`);
  const react = import("./hydrate-root");
  const component = loadComponent();
  void Promise.all([react, component]).then(([{ hydrate }, Component]) =>
    setTimeout(() => hydrate(element, Component, JSON.parse(props) as Props)),
  );
}
