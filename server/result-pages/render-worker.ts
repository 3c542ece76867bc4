import { move, transferableSymbol, valueSymbol, workerData } from "piscina";
import { loadRenderApp, type RenderedAnswer } from "./react-router-app.ts";

/**
 * A thread of the render pool (render-pool.ts): React Router's request handler over the server
 * build, loaded once per thread. The answer's bytes move to the main thread rather than being copied.
 */
const { buildFile } = workerData as { buildFile: string };
const render = await loadRenderApp(buildFile);

export default async function renderOnThread(pathAndQuery: string) {
  const answer = await render(pathAndQuery);
  return move({
    get [transferableSymbol]() {
      return [answer.body.buffer];
    },
    get [valueSymbol](): RenderedAnswer {
      return answer;
    },
  });
}
