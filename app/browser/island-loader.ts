import { DEV_PREAMBLE } from "../../core/html/inline-scripts";

/** The pointer and focus events that say a visitor is reaching for an island. */
const INTENTS = ["focusin", "pointerover", "touchstart"] as const;

/**
 * Starts each island on the page (app/lib/island.tsx): imports the bundle its `data-island` names
 * when its `data-island-when` says: "intent", at the first pointer over it or focus inside it;
 * "idle", once the page has loaded and the disclaimer has been agreed to, when the browser is next
 * idle. The page behind a first visit's disclaimer is inert, so no intent reaches an island before
 * "Yes, I Agree".
 */
export function startIslands(load: (bundle: string) => Promise<unknown> = importBundle): void {
  for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const bundle = island.dataset.island;
    if (!bundle) continue;
    const start = once(() => void load(bundle));
    if (island.dataset.islandWhen === "idle") startWhenIdle(start);
    else startOnIntent(island, start);
  }
}

/** The bundle as a module. While developing, after React Router's preamble, which its components' Fast Refresh wrappers need. */
async function importBundle(bundle: string): Promise<unknown> {
  if (import.meta.env.DEV) await import(/* @vite-ignore */ DEV_PREAMBLE);
  return import(/* @vite-ignore */ bundle);
}

function once(run: () => void): () => void {
  let ran = false;
  return () => {
    if (ran) return;
    ran = true;
    run();
  };
}

function startOnIntent(island: HTMLElement, start: () => void): void {
  const onIntent = () => {
    for (const type of INTENTS) island.removeEventListener(type, onIntent);
    start();
  };
  for (const type of INTENTS) island.addEventListener(type, onIntent, { passive: true });
}

function startWhenIdle(start: () => void): void {
  const whenIdle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(start) : setTimeout(start, 0));
  const afterLoad = () => whenAgreed(whenIdle);
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}

/** Runs `run` once <html> is no longer data-disclaimer="pending" (app/browser/head.ts). */
function whenAgreed(run: () => void): void {
  const root = document.documentElement;
  if (root.dataset.disclaimer !== "pending") return run();
  const watcher = new MutationObserver(() => {
    if (root.dataset.disclaimer === "pending") return;
    watcher.disconnect();
    run();
  });
  watcher.observe(root, { attributes: true, attributeFilter: ["data-disclaimer"] });
}
