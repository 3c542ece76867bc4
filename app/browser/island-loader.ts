import { DEV_PREAMBLE } from "../../core/html/inline-scripts";

/**
 * Starts each island on the page (app/lib/island.tsx): imports the bundle its `data-island` names
 * once the page has loaded (the stylesheet, the hero picture) and a frame has been presented after
 * its first contentful paint: started any earlier, on a slow connection the bundle shares the
 * bandwidth with the largest picture and delays it (measured with Lighthouse's slow-4G profile,
 * about 0.25 s of LCP on the home page when the whole app loaded this way). On a first visit it
 * also waits for the disclaimer (below). A visitor who reaches the island first (focus inside it)
 * starts it at once.
 */
export function startIslands(load: (bundle: string) => Promise<unknown> = importBundle): void {
  for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const bundle = island.dataset.island;
    if (bundle) startAfterPaint(island, () => void load(bundle));
  }
}

/** The bundle as a module. While developing, after React Router's preamble, which its components' Fast Refresh wrappers need. */
async function importBundle(bundle: string): Promise<unknown> {
  if (import.meta.env.DEV) await import(/* @vite-ignore */ DEV_PREAMBLE);
  return import(/* @vite-ignore */ bundle);
}

function startAfterPaint(island: HTMLElement, load: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load();
  };
  island.addEventListener("focusin", start, { once: true });
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  // On a first visit the disclaimer (app/features/disclaimer/disclaimer-behaviour.ts) keeps the
  // page behind it inert until the visitor agrees, and its "Yes, I Agree" is the tap that must
  // work first: the island waits until <html> is no longer data-disclaimer="pending", then for the
  // dialog's closing to be painted.
  const root = document.documentElement;
  const whenAgreed = (run: () => void) => {
    if (root.dataset.disclaimer !== "pending") return run();
    const watcher = new MutationObserver(() => {
      if (root.dataset.disclaimer === "pending") return;
      watcher.disconnect();
      run();
    });
    watcher.observe(root, { attributes: true, attributeFilter: ["data-disclaimer"] });
  };
  const ready = () => whenAgreed(afterTwoFrames);
  const afterPaint = () => {
    if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return ready();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) {
        observer.disconnect();
        ready();
      }
    });
    observer.observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
}
