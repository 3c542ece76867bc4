/**
 * Loads each map (lazy-map.tsx) once the visitor scrolls within `marginPx` of it: an iframe with
 * the map's address and title, filling the box that holds its place.
 */
export type LazyMapOptions = { marginPx: number };

/** A map starts loading 200 px before it scrolls into view. */
export const LAZY_MAP_OPTIONS: LazyMapOptions = { marginPx: 200 };

export function lazyMapBehaviour({ marginPx }: LazyMapOptions): void {
  const watch = () => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const box = entry.target as HTMLElement;
          if (!entry.isIntersecting || box.querySelector("iframe")) continue;
          observer.unobserve(box);
          const frame = document.createElement("iframe");
          frame.src = box.dataset.lazyMap ?? "";
          frame.title = box.dataset.title ?? "";
          frame.loading = "lazy";
          frame.referrerPolicy = "no-referrer";
          frame.className = "size-full";
          box.append(frame);
        }
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    for (const box of document.querySelectorAll("[data-lazy-map]")) observer.observe(box);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch, { once: true });
  else watch();
}
