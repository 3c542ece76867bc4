// What the app imports from the browser's build (scripts/lib/browser-code.ts, docs/decisions/0042).

/** The entry's address, bundled as an ES module under /assets/, and the chunks it imports at once, for the page to preload. */
declare module "*?browser-module" {
  const url: string;
  export default url;
  export const preloads: readonly string[];
}

/** The entry bundled as one minified classic script, for a page to carry inline. */
declare module "*?inline-script" {
  const text: string;
  export default text;
}

/** Every island the build found (a feature's `island/<id>.island.tsx`): its component, its element's id and its bundle's address. */
declare module "virtual:islands" {
  import type { ComponentType } from "react";

  const islands: readonly { component: ComponentType<never>; id: string; bundle: string }[];
  export default islands;
}
