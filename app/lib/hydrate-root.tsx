import { type ComponentType, StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HYDRATED_ATTRIBUTE } from "./island-markers";

/**
 * The renderer's half of an island (hydrate-island.ts loads it): hydrates `Component` with `props`
 * into `element`, with React itself, as everywhere (docs/decisions/0034), and while developing its StrictMode checks the
 * components' effects and reports any difference from the server's markup.
 */
export function hydrate<Props extends object>(element: HTMLElement, Component: ComponentType<Props>, props: Props): void {
  // In a transition, React hydrates in slices of a few milliseconds and yields to the visitor's
  // input between them; outside one, a root hydrates in one task (the default lane is not sliced).
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
