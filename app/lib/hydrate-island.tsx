import { type ComponentType, StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HYDRATED_ATTRIBUTE, islandPropsId } from "./island";

/**
 * The browser's half of an island (island.tsx): hydrates `Component` into the element with `id`,
 * with the props the server wrote beside it. An island's bundle is this call and nothing else.
 */
export function hydrateIsland<Props extends object>(id: string, Component: ComponentType<Props>): void {
  const element = document.getElementById(id);
  const props = document.getElementById(islandPropsId(id))?.textContent;
  if (!element || props == null) throw new Error(`No island "${id}" on this page, or no props beside it`);
  // A task of its own, after the one that ran the bundle's code, and in a transition, so that React
  // hydrates in slices of a few milliseconds: the browser answers a tap in between. In one task, on
  // a phone slowed 4x, the bundle and the hydration blocked the page for about 600 ms.
  setTimeout(() =>
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <Hydrated element={element}>
            <Component {...(JSON.parse(props) as Props)} />
          </Hydrated>
        </StrictMode>,
      );
    }),
  );
}

/** Marks the element once the tree has hydrated and its effects have run: it works from here on. */
function Hydrated({ element, children }: { element: HTMLElement; children: React.ReactNode }) {
  useEffect(() => element.setAttribute(HYDRATED_ATTRIBUTE, ""), [element]);
  return children;
}
