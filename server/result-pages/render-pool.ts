import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { RenderApp, RenderedAnswer } from "./react-router-app.ts";

export type RenderRequest = { id: number; pathAndQuery: string };
export type RenderReply = { id: number; answer: RenderedAnswer } | { id: number; error: string };

export type RenderPool = { render: RenderApp; close: () => Promise<void> };

type Pending = { resolve: (answer: RenderedAnswer) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; pending: Map<number, Pending> };

const WORKER_FILE = new URL("./render-worker.ts", import.meta.url);

/**
 * Result pages rendered on worker threads, one per core: a render is about 2 ms of CPU, and on the
 * main thread it would hold every other answer (the API, the static pages) behind it while leaving
 * the other core idle (docs/decisions/0018). Each thread loads the same server build; a request
 * goes to the thread with the fewest renders under way. A thread that dies fails its renders (the
 * visitor gets a 500, not a hang) and is replaced.
 */
export async function startRenderPool(buildFile: string, size = availableParallelism()): Promise<RenderPool> {
  let nextId = 0;
  let closing = false;
  const threads: Thread[] = [];

  function spawnThread(): Promise<Thread> {
    const worker = new Worker(WORKER_FILE, { workerData: { buildFile } });
    const thread: Thread = { worker, pending: new Map() };
    const failAll = (error: Error) => {
      for (const { reject } of thread.pending.values()) reject(error);
      thread.pending.clear();
    };
    return new Promise((ready, failed) => {
      worker.on("message", (message: RenderReply | "ready") => {
        if (message === "ready") return ready(thread);
        const pending = thread.pending.get(message.id);
        thread.pending.delete(message.id);
        if ("error" in message) pending?.reject(new Error(`Rendering failed: ${message.error}`));
        else pending?.resolve(message.answer);
      });
      worker.on("error", (error) => {
        failAll(error);
        failed(error);
      });
      worker.on("exit", (code) => {
        failAll(new Error(`A render thread exited with code ${code}.`));
        const index = threads.indexOf(thread);
        if (index === -1 || closing) return;
        // Replaced in place, so that the pool keeps its size; until then the others take the work.
        threads.splice(index, 1);
        spawnThread().then(
          (replacement) => threads.push(replacement),
          () => undefined,
        );
      });
    });
  }

  threads.push(...(await Promise.all(Array.from({ length: Math.max(1, size) }, spawnThread))));

  const underWay = new Set<Promise<RenderedAnswer>>();
  const render: RenderApp = (pathAndQuery) => {
    const thread = threads.reduce((least, candidate) => (candidate.pending.size < least.pending.size ? candidate : least));
    const id = nextId++;
    const answer = new Promise<RenderedAnswer>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, pathAndQuery } satisfies RenderRequest);
    });
    underWay.add(answer);
    const settled = () => underWay.delete(answer);
    answer.then(settled, settled);
    return answer;
  };

  return {
    render,
    // The server stops taking requests first; the renders already under way finish before the threads stop.
    close: async () => {
      closing = true;
      await Promise.allSettled([...underWay]);
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
