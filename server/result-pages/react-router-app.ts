import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

/** One rendered answer of the app, as React Router gives it: its status, type and the UTF-8 React wrote. */
export type RenderedAnswer = { status: number; type: string; body: Uint8Array<ArrayBuffer> };

/** Renders a GET of the app (a result page) by its path and query. */
export type RenderApp = (pathAndQuery: string) => Promise<RenderedAnswer>;

/**
 * React Router's own server rendering of a whole page, from the server build the prerender used. A
 * result page is no longer rendered this way (result-renderer.ts renders its island alone,
 * docs/decisions/0039); the build's checks render the same address with it, to hold the two pages
 * equal (result-page.build.test.ts). With the dev server's handler below, the only module of
 * server/ that imports the router.
 */
export async function loadRenderApp(buildFile: string): Promise<RenderApp> {
  if (!existsSync(buildFile)) throw new Error(`The site's server build is missing (${buildFile}). Run npm run build.`);
  // React and the router choose their production builds from NODE_ENV when they are first loaded,
  // hence the dynamic imports: the development builds render several times slower.
  process.env.NODE_ENV ??= "production";
  const { createRequestHandler } = await import("react-router");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const handle = createRequestHandler(build, process.env.NODE_ENV === "production" ? "production" : "development");
  return async (pathAndQuery) => {
    const response = await handle(new Request(new URL(pathAndQuery, "http://localhost")));
    return {
      status: response.status,
      type: response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
      body: new Uint8Array(await response.arrayBuffer()),
    };
  };
}

/**
 * The dev server's handler (server/dev.ts): React Router's handler over the server build that Vite
 * compiles on demand, loaded afresh for each request so that an edit shows on the next one.
 */
export function devRequestHandler(loadBuild: () => Promise<unknown>): (request: Request) => Promise<Response> {
  let handle: ((request: Request) => Promise<Response>) | undefined;
  return async (request) => {
    if (!handle) {
      const { createRequestHandler } = await import("react-router");
      handle = createRequestHandler(() => loadBuild() as Promise<ServerBuild>, "development");
    }
    return handle(request);
  };
}
