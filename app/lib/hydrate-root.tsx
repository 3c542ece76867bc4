import { type ComponentType, StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HYDRATED_ATTRIBUTE } from "./island-markers";

/**
 * React's half of an island (hydrate-island.ts loads it): hydrates `Component` with `props` into
 * `element`, in a transition, so that React hydrates in slices of a few milliseconds and the
 * browser answers a tap in between.
 */
export function hydrate<Props extends object>(element: HTMLElement, Component: ComponentType<Props>, props: Props): void {
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <Hydrated element={element}>
          <Component {...props} />
        </Hydrated>
      </StrictMode>,
    );
  });
}

/** Marks the element once the tree has hydrated and its effects have run: it works from here on. */
function Hydrated({ element, children }: { element: HTMLElement; children: React.ReactNode }) {
  useEffect(() => element.setAttribute(HYDRATED_ATTRIBUTE, ""), [element]);
  return children;
}
