/**
 * Rewrites React Router's prerendered pages so that their modules are requested after the first
 * paint, not while the browser still needs the connection for the stylesheet and the hero picture
 * (docs/decisions/0004-paint-before-javascript.md). React hoists the router's `modulepreload` links
 * above the stylesheet, and the router's hydration script uses static imports, which a browser
 * fetches the moment it parses them. The links go; the imports become dynamic imports behind one
 * animation frame. React Router 8 still has no option for either, hence this rewrite.
 *
 * Anything in an unexpected shape fails the build rather than ship a page that paints late or
 * never hydrates: no preload links to remove, a preload link written differently, or a hydration
 * script this code does not understand. Shared by the build (prerendered pages) and the server
 * (the calculators' result pages), so both paint the same way.
 */
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULEPRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;

export class UnexpectedBuildOutput extends Error {}

/**
 * The modules start once the page has loaded (the stylesheet, the hero picture) and a frame has
 * been presented after its first contentful paint. Started any earlier, on a slow connection they
 * share the bandwidth with the largest picture and delay it: measured with Lighthouse's slow-4G
 * profile, that cost the home page about 0.25 s of LCP. Waiting for the load event alone is not
 * enough where the page loads fast: there the load event can come before the first frame is
 * presented, so the modules were requested before the LCP, and Lighthouse's simulation of a slow
 * connection then counted their download into it. The two frames make sure that what the load
 * event waited for has been painted. The observer is buffered, so a paint already recorded counts;
 * a browser without paint timing waits for the frames alone.
 */
export const AFTER_LOAD = [
  "await new Promise((resolve) => {",
  "const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));",
  'const afterPaint = () => { if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterTwoFrames();',
  'const observer = new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); afterTwoFrames(); } });',
  'observer.observe({ type: "paint", buffered: true }); };',
  'if (document.readyState === "complete") afterPaint(); else addEventListener("load", afterPaint, { once: true });',
  "});",
].join(" ");

/**
 * One pass over the page, cut at the links and the script and joined once: the server does this
 * for every result page it renders, where rewriting the whole page once per change cost a tenth of
 * a millisecond (npm run bench:api).
 */
export function paintFirst(html: string, page: string): string {
  const links = [...html.matchAll(MODULEPRELOAD_LINK)];
  // A page that does not hydrate (app/lib/hydration.ts) has neither: nothing to defer.
  if (links.length === 0 && !/modulepreload|<script type="module"/i.test(html)) return html;
  if (links.length === 0) {
    throw new UnexpectedBuildOutput(`${page}: no modulepreload links found to remove; update core/html/defer-hydration.ts`);
  }
  if ((html.match(/modulepreload/gi) ?? []).length !== links.length) {
    throw new UnexpectedBuildOutput(`${page}: a modulepreload link in an unexpected form remains; update core/html/defer-hydration.ts`);
  }
  const script = MODULE_SCRIPT.exec(html);
  if (!script) throw new UnexpectedBuildOutput(`${page}: no hydration script found to defer`);
  const parts: string[] = [];
  let from = 0;
  for (const link of links) {
    parts.push(html.slice(from, link.index));
    from = link.index + link[0].length;
  }
  // React puts the links in the head and the router's script at the end of the body.
  if (script.index < from) throw new UnexpectedBuildOutput(`${page}: the hydration script comes before a modulepreload link`);
  parts.push(
    html.slice(from, script.index),
    `<script type="module" async="">${deferScriptImports(script[1] ?? "", page)}</script>`,
    html.slice(script.index + script[0].length),
  );
  return parts.join("");
}

/** The `href`s of a page's modulepreload links, in order. */
export function modulePreloads(html: string): string[] {
  return [...html.matchAll(MODULEPRELOAD_LINK)].map((link) => link[1] ?? "");
}

/** The router's module script with its static imports made dynamic, behind AFTER_LOAD. */
function deferScriptImports(script: string, page: string): string {
  const lines = script
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const sideEffects: string[] = [];
  const routes: Array<[name: string, url: string]> = [];
  let rest = 0;
  for (const line of lines) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect?.[1]) sideEffects.push(sideEffect[1]);
    else if (namespace?.[1] && namespace[2]) routes.push([namespace[1], namespace[2]]);
    else break;
    rest++;
  }
  const body = lines.slice(rest).join("\n");
  if (routes.length === 0 || !body.includes("window.__reactRouterRouteModules") || /^import\s/m.test(body)) {
    throw new UnexpectedBuildOutput(`${page}: the hydration script has an unexpected shape; update core/html/defer-hydration.ts`);
  }
  return [
    AFTER_LOAD,
    ...sideEffects.map((url) => `await import(${JSON.stringify(url)});`),
    `const [${routes.map(([name]) => name).join(", ")}] = await Promise.all([${routes.map(([, url]) => `import(${JSON.stringify(url)})`).join(", ")}]);`,
    body,
  ].join("\n");
}
