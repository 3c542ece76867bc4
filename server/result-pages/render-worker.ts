import { parentPort, workerData } from "node:worker_threads";
import { loadRenderApp } from "./react-router-app.ts";
import type { RenderReply, RenderRequest } from "./render-pool.ts";

/** One thread of the render pool (render-pool.ts): React Router's handler over the server build. */
const port = parentPort;
if (port === null) throw new Error("render-worker.ts runs only as a worker thread of the render pool.");
const render = await loadRenderApp((workerData as { buildFile: string }).buildFile);
port.on("message", (request: RenderRequest) => {
  render(request.pathAndQuery).then(
    // The body's buffer is this answer's own, so it moves to the main thread rather than being copied.
    (answer) => port.postMessage({ id: request.id, answer } satisfies RenderReply, [answer.body.buffer]),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RenderReply),
  );
});
port.postMessage("ready");
