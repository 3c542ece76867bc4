import { type ComponentType, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HYDRATED_ATTRIBUTE } from "./island-markers";

/**
 * The renderer's half of an island (hydrate-island.ts loads it): hydrates `Component` with `props`
 * into `element`. In the built site "react-dom/client" is Preact's compatibility layer
 * (docs/decisions/0033), which hydrates the island in one pass of a few milliseconds; while
 * developing it is React, whose StrictMode checks the components' effects.
 */
export function hydrate<Props extends object>(element: HTMLElement, Component: ComponentType<Props>, props: Props): void {
  hydrateRoot(
    element,
    <StrictMode>
      <Hydrated element={element}>
        <Component {...props} />
      </Hydrated>
    </StrictMode>,
  );
}

/** Marks the element once the tree has hydrated and its effects have run: it works from here on. */
function Hydrated({ element, children }: { element: HTMLElement; children: React.ReactNode }) {
  useEffect(() => element.setAttribute(HYDRATED_ATTRIBUTE, ""), [element]);
  return children;
}
