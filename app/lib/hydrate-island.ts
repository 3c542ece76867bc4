import type { ComponentType } from "react";
import { islandPropsId } from "./island-markers";

/**
 * The browser's half of an island (island.tsx): hydrates the island's component into the element
 * with `id`, with the props the server wrote beside it. An island's bundle is this call and nothing
 * else.
 *
 * The bundle itself is a few hundred bytes; React and the island's component are two modules it
 * imports dynamically, fetched together. A browser runs each module graph it imports dynamically
 * in a task of its own, so React's start-up and the component's come in two tasks, and the
 * hydration in a third, sliced by React: on a phone's CPU one graph with all three was one task
 * of 400 to 700 ms, in which the page answered no tap.
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
