/**
 * `<lazy-map data-src data-title>` (lazy-map.tsx): the box holds the site's own sketch of both
 * addresses and a link, `data-show-map`, to the street map on its own site. A plain click on that
 * link puts the street map, a third-party page of several hundred kilobytes, in the box instead: an
 * iframe with the element's `data-src` and `data-title`, over the sketch, shown once it has loaded.
 * Nothing is fetched from the map's host before the visitor asks, and a blocked map never blanks
 * the box unasked. Without script the link opens the street map in a new tab.
 */
export class LazyMap extends HTMLElement {
  connectedCallback() {
    this.addEventListener("click", this.#onClick);
  }

  disconnectedCallback() {
    this.removeEventListener("click", this.#onClick);
  }

  /** Puts the street map in its box, once, and gives it the focus the link had. */
  load() {
    if (this.querySelector("iframe")) return;
    const frame = document.createElement("iframe");
    frame.src = this.dataset.src ?? "";
    frame.title = this.dataset.title ?? "";
    frame.referrerPolicy = "no-referrer";
    frame.className = "absolute inset-0 size-full opacity-0 transition-opacity duration-300 data-loaded:opacity-100";
    frame.addEventListener("load", () => frame.setAttribute("data-loaded", ""), { once: true });
    this.append(frame);
    const link = this.querySelector<HTMLElement>("[data-show-map]");
    if (link) link.hidden = true;
    frame.focus();
  }

  #onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-show-map]") : null;
    if (!link || !this.contains(link)) return;
    // A click that asks for a new tab keeps the link's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    this.load();
  };
}
