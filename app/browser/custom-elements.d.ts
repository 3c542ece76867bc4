// The site's custom elements in JSX (React 19 renders them as written). Each is defined by the
// site's module, app/browser/site.ts, under the same name; the class beside it owns its markup.
import type { DetailedHTMLProps, HTMLAttributes } from "react";

type CustomElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "photo-gallery": CustomElement;
      "media-reports": CustomElement;
      "article-citation": CustomElement;
      "lazy-map": CustomElement;
      "publication-search": CustomElement;
      "sign-in-form": CustomElement;
      "toast-region": CustomElement;
    }
  }
}
