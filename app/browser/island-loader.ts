import { DEV_PREAMBLE } from "../../core/html/inline-scripts";
import { HYDRATED_ATTRIBUTE, SUBMIT_HELD_ATTRIBUTE } from "~/lib/island-markers";

/** The pointer and focus events that say a visitor is reaching for an island. */
const INTENTS = ["focusin", "pointerover", "touchstart"] as const;

/**
 * How long a submit made before the island has hydrated is held for it. Past this (a bundle that
 * failed or a very slow phone) the form goes to the server, which answers it with a result address.
 */
export const HOLD_MS = 3_000;

/**
 * Starts each island on the page (app/lib/island.tsx): imports the bundle its `data-island` names
 * when its `data-island-when` says: "intent", at the first pointer over it or focus inside it;
 * "idle", once the page has loaded and the disclaimer has been agreed to, when the browser is next
 * idle, or at an intent before then. The page behind a first visit's disclaimer is inert, so no
 * intent reaches an island before "Yes, I Agree".
 *
 * A form submitted before its island has hydrated is held (holdSubmits): the island shows its
 * loading state, the bundle starts if it had not, and the submit is made again once React answers.
 */
export function startIslands(load: (bundle: string) => Promise<unknown> = importBundle): void {
  for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const bundle = island.dataset.island;
    if (!bundle) continue;
    let started: Promise<unknown> | undefined;
    const start = () => (started ??= load(bundle));
    holdSubmits(island, start);
    startOnIntent(island, start);
    if (island.dataset.islandWhen === "idle") startWhenIdle(start);
  }
}

/** The bundle as a module. While developing, after React Router's preamble, which its components' Fast Refresh wrappers need. */
async function importBundle(bundle: string): Promise<unknown> {
  if (import.meta.env.DEV) await import(/* @vite-ignore */ DEV_PREAMBLE);
  return import(/* @vite-ignore */ bundle);
}

/**
 * A submit (a tap on the button, or Enter in a field) that reaches the island before React has
 * hydrated it would send the form to the server and reload the page, without the result's toast
 * and its "Copy". Instead it is held: the island is marked `data-submit-held` and `aria-busy` (its
 * button shows the loading state from that mark, pending-button.tsx), the bundle starts, and once
 * the island is marked hydrated the same form is submitted again, once, with the same button:
 * React keeps what the visitor typed and chose before it hydrated, so it answers with those. More
 * submits while one is held add nothing. A bundle that fails, or is not ready HOLD_MS after the
 * tap, leaves the form to the server as before.
 *
 * The listener is the island element's own, in the capture phase: it runs before React's, which
 * hydrateRoot adds to the same element later, and a held submit reaches nothing else.
 */
function holdSubmits(island: HTMLElement, start: () => Promise<unknown>): void {
  let held = false;
  island.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (island.hasAttribute(HYDRATED_ATTRIBUTE) || !(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held) return;
      held = true;
      const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
      island.setAttribute(SUBMIT_HELD_ATTRIBUTE, "");
      island.setAttribute("aria-busy", "true");
      const release = () => {
        clearTimeout(deadline);
        watcher.disconnect();
        island.removeAttribute(SUBMIT_HELD_ATTRIBUTE);
        island.removeAttribute("aria-busy");
      };
      const toServer = () => {
        if (!held) return;
        held = false;
        release();
        form.submit();
      };
      const replay = () => {
        if (!held || !island.hasAttribute(HYDRATED_ATTRIBUTE)) return;
        held = false;
        // React's handler runs within this call and shows its own loading state before the mark goes.
        form.requestSubmit(submitter);
        release();
      };
      const deadline = setTimeout(toServer, HOLD_MS);
      const watcher = new MutationObserver(replay);
      watcher.observe(island, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
      start().catch(toServer);
    },
    { capture: true },
  );
}

function startOnIntent(island: HTMLElement, start: () => void): void {
  const onIntent = () => {
    for (const type of INTENTS) island.removeEventListener(type, onIntent);
    start();
  };
  for (const type of INTENTS) island.addEventListener(type, onIntent, { passive: true });
}

/**
 * The longest an "idle" island waits for the browser to be idle once it may start: a phone kept busy
 * (or a browser that draws no frames) can put off its idle periods for seconds.
 */
const IDLE_AT_MOST_MS = 1_000;

function startWhenIdle(start: () => void): void {
  const whenIdle = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(() => start(), { timeout: IDLE_AT_MOST_MS }) : setTimeout(start, 0);
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
