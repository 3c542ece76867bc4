import type { ReactNode } from "react";
import { islandPropsId } from "./island-markers";
import { jsonInScript } from "./json-in-script";

/**
 * A part of a page that hydrates on its own, with no router in the browser: the pattern of
 * "islands" (docs/decisions/0032-calculators-as-islands.md). Its component is React's, rendered by
 * React on the server and hydrated in the browser by the island's bundle (hydrate-island.ts). The
 * server renders the island's component as part of the page; beside it go the component's props,
 * as JSON. The site's module (app/browser/island-loader.ts) starts the bundle named by
 * `data-island` once the page has painted; the bundle reads the props and hydrates the same
 * component into the same element.
 *
 * Until it has, the island is plain HTML that works: its forms are forms the server answers.
 */
export type IslandProps<Props> = {
  /** The element's id, unique on the page; the bundle finds its element and its props by it. */
  id: string;
  /** The bundle's address, a browser entry (`import url from "./x-island.ts?browser-module"`, docs/decisions/0034). */
  bundle: string;
  props: Props;
  /** The island's component rendered with `props`: exactly what the bundle will hydrate. */
  children: ReactNode;
};

export function Island<Props>({ id, bundle, props, children }: IslandProps<Props>) {
  return (
    <>
      <div id={id} data-island={bundle}>
        {children}
      </div>
      <script type="application/json" id={islandPropsId(id)} dangerouslySetInnerHTML={{ __html: jsonInScript(props) }} />
    </>
  );
}
