import type { ReactNode } from "react";
import { islandPropsId } from "./island-markers";
import { jsonInScript } from "./json-in-script";

/**
 * A part of a page that hydrates on its own, with no router in the browser: the pattern of
 * "islands" (docs/decisions/0032-calculators-as-islands.md). Its component is React's, rendered by
 * React on the server and hydrated by React in the browser by the island's bundle
 * (hydrate-island.ts, docs/decisions/0034). The server renders the island's component as part of
 * the page; beside it go the component's props, as JSON. The site's module
 * (app/browser/island-loader.ts) starts the bundle named by `data-island` when `data-island-when`
 * says; the bundle reads the props and hydrates the same component into the same element.
 *
 * Until it has, the island is plain HTML that works: its forms are forms the server answers, and a
 * submit made then is held for the island for up to three seconds (app/browser/island-loader.ts).
 * Its components live in a feature's `island/` folder, the only place lint lets a component
 * handle an event or hold state (eslint.config.js).
 */
export type IslandProps<Props> = {
  /** The element's id, unique on the page; the bundle finds its element and its props by it. */
  id: string;
  /** The bundle's address, a browser entry (`import url from "./x-island.ts?browser-module"`, docs/decisions/0034). */
  bundle: string;
  /** When the bundle starts (IslandStart). */
  when: IslandStart;
  props: Props;
  /** The island's component rendered with `props`: exactly what the bundle will hydrate. */
  children: ReactNode;
};

/**
 * When an island's bundle starts, as Astro's `client:*` directives say it:
 * - "intent": at the visitor's first sign of using the island: a pointer over it (a mouse resting
 *   on it, a finger touching it) or focus inside it. A page nobody uses loads no framework, and
 *   the page's first taps elsewhere (the disclaimer, the menu) share the phone with nothing;
 * - "idle": once the page has loaded (its stylesheet, its hero picture, whose bandwidth the bundle
 *   would otherwise share) and the browser is next idle, or at an intent before then: the
 *   calculators' choice, so that the island is ready before a visitor's first Calculate.
 * Either way a first visit's island waits for the disclaimer's "Yes, I Agree": the page behind the
 * disclaimer is inert, so nothing in it can be pointed at or focused before then.
 */
export type IslandStart = "intent" | "idle";

export function Island<Props>({ id, bundle, when, props, children }: IslandProps<Props>) {
  return (
    <>
      <div id={id} data-island={bundle} data-island-when={when}>
        {children}
      </div>
      <script type="application/json" id={islandPropsId(id)} dangerouslySetInnerHTML={{ __html: jsonInScript(props) }} />
    </>
  );
}
