import type { ReactNode } from "react";
import { DEV_PREAMBLE } from "../../core/html/inline-scripts";
import { islandPropsId } from "./island-markers";
import { behaviour, pageScript } from "./page-script";

/**
 * A part of a page that hydrates on its own, with no router in the browser: the pattern of
 * "islands" (docs/decisions/0032-calculators-as-islands.md). Its component is React's, rendered by
 * React on the server and hydrated by Preact's React-compatible layer in the browser
 * (docs/decisions/0033). The server renders the island's
 * component as part of the page; beside it go the component's props, as JSON, and a small script
 * that loads the island's bundle once the page has painted. The bundle (hydrate-island.ts) reads
 * the props and hydrates the same component into the same element.
 *
 * Until it has, the island is plain HTML that works: its forms are forms the server answers.
 */
export type IslandProps<Props> = {
  /** The element's id, unique on the page; the bundle finds its element and its props by it. */
  id: string;
  /** The bundle's address, as Vite gives it (`import url from "./x-island.ts?worker&url"`). */
  bundle: string;
  props: Props;
  /** The island's component rendered with `props`: exactly what the bundle will hydrate. */
  children: ReactNode;
};

export function Island<Props>({ id, bundle, props, children }: IslandProps<Props>) {
  return (
    <>
      <div id={id} data-island={bundle}>
        {children}
      </div>
      <script type="application/json" id={islandPropsId(id)} dangerouslySetInnerHTML={{ __html: jsonInScript(props) }} />
      <script
        dangerouslySetInnerHTML={{
          __html: pageScript([behaviour(loadIslandAfterPaint, { id, bundle, devPreamble: import.meta.env.DEV ? DEV_PREAMBLE : null })]),
        }}
      />
    </>
  );
}

/**
 * JSON that cannot end the script element holding it, nor open a comment in it: every "<" is
 * written as its escape, which JSON.parse reads back as "<".
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * Starts the island's bundle once the page has loaded (the stylesheet, the hero picture) and a frame
 * has been presented after its first contentful paint: started any earlier, on a slow connection
 * the bundle shares the bandwidth with the largest picture and delays it (measured with
 * Lighthouse's slow-4G profile, about 0.25 s of LCP on the home page when the whole app loaded this
 * way). On a first visit it also waits for the disclaimer (below). A visitor who reaches the island
 * first (focus inside it) starts it at once. Runs inline, so it uses nothing from outside its body
 * (app/lib/page-script.ts).
 */
function loadIslandAfterPaint(options: { id: string; bundle: string; devPreamble: string | null }) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement("script");
    // The bundle is an ES module. While developing, it must run after the preamble (DEV_PREAMBLE),
    // and the dev server's CSP allows inline script.
    script.type = "module";
    if (options.devPreamble === null) script.src = options.bundle;
    else {
      script.textContent = `import ${JSON.stringify(options.devPreamble)}; import ${JSON.stringify(options.bundle)};`;
    }
    document.head.append(script);
  };
  document.getElementById(options.id)?.addEventListener("focusin", start, { once: true });
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
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return ready();
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
