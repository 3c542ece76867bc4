// What an island's page and its bundle agree on (island.tsx, hydrate-island.ts), in a module of its
// own so that the bundle brings nothing else of the page's code.

/** The id of the JSON element holding an island's props, beside the island's element. */
export const islandPropsId = (id: string) => `${id}-props`;

/** The attribute the bundle sets on its element once React has hydrated it and run its effects (for tests and benchmarks). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** The attribute the site's module sets on an island's element while it holds a submit made before hydration (app/browser/island-loader.ts). */
export const SUBMIT_HELD_ATTRIBUTE = "data-submit-held";
