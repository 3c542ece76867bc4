// The site's module: every page loads it (`<script type="module">` in the root's head), built by
// Vite, content-hashed and cached (scripts/lib/browser-code.ts, docs/decisions/0042). It defines
// the custom elements that own their markup by name (site-elements.ts), starts the layout's
// behaviour and the page's islands. What must work before it arrives (the disclaimer, the menu's
// and the dialogs' native commands) does not need it.
import { startLayout } from "~/components/layout/layout-behaviour";
import { startIslands } from "./island-loader";
import { siteElements } from "./site-elements";

for (const [name, element] of Object.entries(siteElements)) {
  if (!customElements.get(name)) customElements.define(name, element);
}
startLayout();
startIslands();
