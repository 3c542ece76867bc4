// The site's module: every page loads it (`<script type="module">` in the root's head), built by
// Vite, content-hashed and cached (scripts/lib/browser-code.ts, docs/decisions/0034). It defines
// the custom elements that own their markup by name, starts the layout's behaviour and the page's
// islands. What must work before it arrives (the disclaimer, the menu's and the dialogs' native
// commands) does not need it.
import { LazyMap } from "~/components/content/lazy-map-element";
import { startLayout } from "~/components/layout/layout-behaviour";
import { ToastRegion } from "~/components/ui/toast-region-element";
import { ArticleCitation } from "~/features/cite-article/article-citation-element";
import { PhotoGallery } from "~/features/gallery/photo-gallery-element";
import { MediaReports } from "~/features/media-overlay/media-reports-element";
import { PublicationSearch } from "~/features/publication-search/publication-search-element";
import { SignInForm } from "~/features/sign-in/sign-in-form-element";
import { startIslands } from "./island-loader";

/** Each element's name in the markup, and the class that owns it (custom-elements.d.ts lists the same names for JSX). */
export const siteElements = {
  "photo-gallery": PhotoGallery,
  "media-reports": MediaReports,
  "article-citation": ArticleCitation,
  "lazy-map": LazyMap,
  "publication-search": PublicationSearch,
  "sign-in-form": SignInForm,
  "toast-region": ToastRegion,
} satisfies Record<string, CustomElementConstructor>;

for (const [name, element] of Object.entries(siteElements)) {
  if (!customElements.get(name)) customElements.define(name, element);
}
startLayout();
startIslands();
