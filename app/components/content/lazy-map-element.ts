/**
 * `<lazy-map data-src data-title>` (lazy-map.tsx): loads its map, a third-party page of several hundred
 * kilobytes, once the visitor scrolls within 200 px of it (the browser's own lazy loading starts
 * far earlier on slow connections): an iframe with the element's `data-src` and `data-title`, filling the
 * box that holds its place, over the sketch the box shows meanwhile, which it covers once it has loaded.
 */

/** A map starts loading this far before it scrolls into view. */
export const LAZY_MAP_MARGIN_PX = 200;

export class LazyMap extends HTMLElement {
  #observer: IntersectionObserver | null = null;

  connectedCallback() {
    if (this.querySelector("iframe")) return;
    this.#observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) this.load();
      },
      { rootMargin: `${LAZY_MAP_MARGIN_PX}px 0px` },
    );
    this.#observer.observe(this);
  }

  disconnectedCallback() {
    this.#observer?.disconnect();
    this.#observer = null;
  }

  /** Puts the map in its box, once. */
  load() {
    this.#observer?.disconnect();
    this.#observer = null;
    if (this.querySelector("iframe")) return;
    const frame = document.createElement("iframe");
    frame.src = this.dataset.src ?? "";
    frame.title = this.dataset.title ?? "";
    frame.loading = "lazy";
    frame.referrerPolicy = "no-referrer";
    // Over the sketch, shown once it has loaded: the sketch stays in view while the map arrives.
    frame.className = "absolute inset-0 size-full opacity-0 transition-opacity duration-300 data-loaded:opacity-100";
    frame.addEventListener("load", () => frame.setAttribute("data-loaded", ""), { once: true });
    this.append(frame);
  }
}
