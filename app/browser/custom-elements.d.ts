// The site's custom elements in JSX (React 19 renders them as written): every name of the one
// list, site-elements.ts, which the site's module defines; the class behind each owns its markup.
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { siteElements } from "./site-elements";

type CustomElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
type SiteElementsInJsx = Record<keyof typeof siteElements, CustomElement>;

declare module "react" {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface merges into JSX's; a type alias cannot
    interface IntrinsicElements extends SiteElementsInJsx {}
  }
}
