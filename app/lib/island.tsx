import type { ComponentType, ReactNode } from "react";
import islands from "virtual:islands";
import { islandPropsId } from "./island-markers";
import { jsonInScript } from "./json-in-script";

/**
 * A part of a page that hydrates on its own, with no router in the browser: the pattern of
 * "islands" (docs/decisions/0032-calculators-as-islands.md). An island is declared once, where a
 * page uses it: `<Island component={CourtFeeCalculator} when="idle" props={props} />`. Its
 * component is the default export of a feature's `island/<id>.island.tsx`; the build finds every
 * such module and makes its bundle, which hydrates the component into the element with that id
 * (scripts/lib/browser-code.ts, hydrate-island.ts, docs/decisions/0042). The server renders the
 * component as part of the page; beside it go the component's props, as JSON. The site's module
 * (app/browser/island-loader.ts) starts the bundle named by `data-island` when `data-island-when`
 * says; the bundle reads the props and hydrates the same component into the same element, with
 * React, as on the server (docs/decisions/0034).
 *
 * Until it has, the island is plain HTML that works: its forms are forms the server answers, and a
 * submit made then is held for the island for up to three seconds (app/browser/island-loader.ts).
 * Its components live in a feature's `island/` folder, the only place lint lets a component
 * handle an event or hold state (eslint.config.js).
 */
export type IslandProps<Props extends object, Shared extends object> = {
  /** The island's component: the default export of a feature's `island/<id>.island.tsx`, whose file name gives the element its id. */
  component: ComponentType<Props & Shared>;
  /** When the bundle starts (IslandStart). */
  when: IslandStart;
  /** What this page shows of its own: written beside the island as JSON, for the bundle to hydrate with. */
  props: Props;
  /**
   * What every page of the island's language shows alike (its texts, say): rendered with, never
   * written into the page; the island's module loads the same as a module of its own (its `shared`
   * export, hydrate-island.ts), cached for good.
   */
  shared?: Shared;
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

export function Island<Props extends object, Shared extends object = object>({
  component: Component,
  when,
  props,
  shared,
}: IslandProps<Props, Shared>) {
  const { id, bundle } = islandOf(Component);
  return (
    <IslandElement id={id} bundle={bundle} when={when} props={props}>
      <Component {...(shared as Shared)} {...props} />
    </IslandElement>
  );
}

/** An island's element id and its bundle's address, by its component (scripts/lib/browser-code.ts finds the islands). */
export function islandOf(component: object): { id: string; bundle: string } {
  const island = islands.find((candidate) => candidate.component === component);
  if (!island)
    throw new Error(
      `${"name" in component ? String(component.name) : "This component"} is not an island: an island is the default export of a feature's island/<id>.island.tsx`,
    );
  return island;
}

/** The island's element as the server writes it: `children` is its component rendered with `props`, exactly what the bundle will hydrate. */
export function IslandElement({
  id,
  bundle,
  when,
  props,
  children,
}: {
  id: string;
  bundle: string;
  when: IslandStart;
  props: unknown;
  children: ReactNode;
}) {
  return (
    <>
      <div id={id} data-island={bundle} data-island-when={when}>
        {children}
      </div>
      <script type="application/json" id={islandPropsId(id)} dangerouslySetInnerHTML={{ __html: jsonInScript(props) }} />
    </>
  );
}
