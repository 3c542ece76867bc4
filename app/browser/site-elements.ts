// The site's custom elements: each element's name in the markup, and the class that owns it. The
// one list: the site's module (site.ts) defines each by its name, and JSX knows the same names
// (custom-elements.d.ts).
import { LazyMap } from "~/components/content/lazy-map-element";
import { ToastRegion } from "~/components/ui/toast-region-element";
import { ArticleCitation } from "~/features/cite-article/article-citation-element";
import { PhotoGallery } from "~/features/gallery/photo-gallery-element";
import { MediaReports } from "~/features/media-overlay/media-reports-element";
import { PublicationSearch } from "~/features/publication-search/publication-search-element";
import { SignInForm } from "~/features/sign-in/sign-in-form-element";

export const siteElements = {
  "photo-gallery": PhotoGallery,
  "media-reports": MediaReports,
  "article-citation": ArticleCitation,
  "lazy-map": LazyMap,
  "publication-search": PublicationSearch,
  "sign-in-form": SignInForm,
  "toast-region": ToastRegion,
} satisfies Record<string, CustomElementConstructor>;
