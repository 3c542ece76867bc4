import { useMatches } from "react-router";

/**
 * What a route module exports as its `handle` when its page needs React in the browser (a form, the
 * search). The pattern of Remix's guide "Disabling JavaScript": the root loads the app's modules
 * only when a matched route asks for them, so every other page is HTML, CSS and the head's small
 * script (docs/decisions/0030-the-layout-without-react.md).
 */
export type PageHandle = { hydrate?: true };

export const hydratedPage = { hydrate: true } as const satisfies PageHandle;

/** True on a page whose matched routes ask for React in the browser. */
export function usePageHydrates(): boolean {
  return useMatches().some((match) => (match.handle as PageHandle | undefined)?.hydrate === true);
}
