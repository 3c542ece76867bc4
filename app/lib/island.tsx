import type { ReactNode } from "react";
import { DEV_PREAMBLE } from "../../core/html/inline-scripts";
import { islandPropsId } from "./island-markers";
import { behaviour, pageScript } from "./page-script";

/**
 * A part of a page that hydrates on its own, with no router in the browser: the pattern of
 * "islands" (docs/decisions/0032-calculators-as-islands.md). Its component is React's, rendered by
 * React on the server and hydrated by React in the browser (docs/decisions/0035). The server
 * renders the island's component as part of the page; beside it go the component's props, as JSON,
 * and a small script that loads the island's bundle when the island is wanted (`when`). The bundle
 * (hydrate-island.ts) reads the props and hydrates the same component into the same element.
 *
 * Until it has, the island is plain HTML that works: its forms are forms the server answers.
 * Its components live in a feature's `island/` folder, the only place lint lets a component
 * handle an event or hold state (eslint.config.js).
 */
export type IslandProps<Props> = {
  /** The element's id, unique on the page; the bundle finds its element and its props by it. */
  id: string;
  /** The bundle's address, as Vite gives it (`import url from "./x-island.ts?worker&url"`). */
  bundle: string;
  /** When the bundle starts (IslandStart). */
  when: IslandStart;
  props: Props;
  /** The island's component rendered with `props`: exactly what the bundle will hydrate. */
  children: ReactNode;
};

/**
 * When an island's bundle starts, as Astro's `client:*` directives say it:
 * - "intent": at the visitor's first sign of using the island: a pointer over it (a mouse resting
 *   on it, a finger touching it) or focus inside it. A page nobody uses loads no framework, and
 *   the page's first taps elsewhere (the disclaimer, the menu) share the phone with nothing;
 * - "idle": once the page has loaded (its stylesheet, its hero picture, whose bandwidth the bundle
 *   would otherwise share) and the browser is next idle.
 * Either way a first visit's island waits for the disclaimer's "Yes, I Agree" (below).
 */
export type IslandStart = "intent" | "idle";

export function Island<Props>({ id, bundle, when, props, children }: IslandProps<Props>) {
  return (
    <>
      <div id={id} data-island={bundle}>
        {children}
      </div>
      <script type="application/json" id={islandPropsId(id)} dangerouslySetInnerHTML={{ __html: jsonInScript(props) }} />
      <script
        dangerouslySetInnerHTML={{
          __html: pageScript([behaviour(loadIsland, { id, bundle, when, devPreamble: import.meta.env.DEV ? DEV_PREAMBLE : null })]),
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
 * Starts the island's bundle when `when` says (IslandStart). On a first visit the disclaimer
 * (app/features/disclaimer/disclaimer-behaviour.ts) keeps the page behind it inert until the visitor
 * agrees, and its "Yes, I Agree" is the tap that must work first: nothing behind an inert page can
 * be focused or pointed at, and an island that starts when idle waits until <html> is no longer
 * data-disclaimer="pending". Runs inline, so it uses nothing from outside its body
 * (app/lib/page-script.ts). Exported for its tests.
 */
export function loadIsland(options: { id: string; bundle: string; when: IslandStart; devPreamble: string | null }) {
  const element = document.getElementById(options.id);
  if (!element) return;
  const intents = ["focusin", "pointerover", "touchstart"] as const;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of intents) element.removeEventListener(type, start);
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
  if (options.when === "intent") {
    for (const type of intents) element.addEventListener(type, start, { passive: true });
    return;
  }
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
  const whenIdle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(start) : setTimeout(start, 0));
  const afterLoad = () => whenAgreed(whenIdle);
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}
