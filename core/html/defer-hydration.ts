/**
 * Rewrites React Router's hydration script so that its modules are requested after the first
 * paint, not while the browser still needs the connection for the stylesheet and the hero picture
 * (docs/decisions/0004-paint-before-javascript.md). The router writes static imports, which a
 * browser fetches the moment it parses them; as dynamic imports behind one animation frame they
 * wait for the page to paint. Anything in an unexpected shape fails the build rather than ship a
 * page that does not hydrate. Shared by the build (prerendered pages) and the server (the
 * calculators' result pages), so both paint the same way.
 */
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;

export function deferHydration(html: string, page: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) throw new Error(`${page}: no hydration script found to defer`);
  const lines = (script[1] ?? "").split("\n").map((l) => l.trim()).filter(Boolean);
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
    throw new Error(`${page}: the hydration script has an unexpected shape; update core/html/defer-hydration.ts`);
  }
  const deferred = [
    "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));",
    ...sideEffects.map((url) => `await import(${JSON.stringify(url)});`),
    `const [${routes.map(([name]) => name).join(", ")}] = await Promise.all([${routes.map(([, url]) => `import(${JSON.stringify(url)})`).join(", ")}]);`,
    body,
  ].join("\n");
  return html.replace(script[0], `<script type="module" async="">${deferred}</script>`);
}

/**
 * Both rewrites of a page rendered by React Router: without the modulepreload links React hoists
 * above the stylesheet, and with the hydration script deferred.
 */
export function paintFirst(html: string, page: string): string {
  return deferHydration(html.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, ""), page);
}
