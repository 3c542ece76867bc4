import { move, transferableSymbol, valueSymbol, workerData } from "piscina";
import { type RenderedResult, type ResultRequest, loadResultRenderer } from "./result-renderer.ts";

/**
 * A thread of the render pool (render-pool.ts): the calculators' islands from the server build and
 * the pages the build cut for them, loaded once per thread. A thread renders in React's production
 * build whatever NODE_ENV the server was started with (a thread has its own copy of the
 * environment). The page's bytes move to the main thread rather than being copied.
 */
const { buildFile, templatesFile } = workerData as { buildFile: string; templatesFile: string };
process.env.NODE_ENV = "production";
const render = await loadResultRenderer(buildFile, templatesFile);

export default function renderOnThread(request: ResultRequest) {
  const answer = render(request);
  return move({
    get [transferableSymbol]() {
      return answer.compressed ? [answer.body.buffer, answer.compressed.body.buffer] : [answer.body.buffer];
    },
    get [valueSymbol](): RenderedResult {
      return answer;
    },
  });
}
