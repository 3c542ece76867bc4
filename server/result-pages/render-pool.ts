import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { RenderResult, RenderedResult } from "./result-renderer.ts";

export type RenderPool = { render: RenderResult; close: () => Promise<void> };

export type RenderPoolOptions = {
  /** Threads, one per core by default (docs/decisions/0018, 0039). */
  threads?: number;
  /** Renders waiting for a thread; past it a visitor gets 503 at once rather than a long wait. */
  maxQueue?: number;
  /** A render that takes longer is abandoned and its thread replaced. */
  timeoutMs?: number;
};

/**
 * Why a page could not be rendered now: the queue was full or the render took too long. Either way
 * the site is busy, not broken, and the visitor is asked to come back (503 with Retry-After).
 */
export class RenderUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "RenderUnavailableError";
  }
}

/**
 * A page is well under a millisecond of a thread's time (docs/decisions/0039), so 256 waiting
 * renders are a fraction of a second of work: a visitor behind them still gets the page promptly,
 * and a flood past them is refused at once instead of piling up memory and latency.
 */
export const DEFAULT_MAX_QUEUE = 256;
/**
 * A render takes milliseconds; one that takes ten seconds is stuck, and its thread is replaced.
 * The time counts from the request, so it also covers the wait in the queue (at most some 0.4 s)
 * and a new thread's loading of the server build.
 */
export const DEFAULT_RENDER_TIMEOUT_MS = 10_000;

/**
 * Result pages rendered on worker threads with piscina: each thread loads the islands and the
 * build's templates once and makes the page, its ETag and its compressed copy; a render waits in a
 * bounded queue for a free thread and is abandoned after a timeout (piscina stops the thread and
 * starts another). The main thread keeps the HTTP work and the cache (docs/decisions/0021, 0039).
 */
export function startRenderPool(buildFile: string, templatesFile: string, options: RenderPoolOptions = {}): RenderPool {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const timeoutMs = options.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
  const maxQueue = options.maxQueue ?? DEFAULT_MAX_QUEUE;
  const pool = new Piscina({
    filename: new URL("./render-worker.ts", import.meta.url).href,
    workerData: { buildFile, templatesFile },
    minThreads: threads,
    maxThreads: threads,
    maxQueue,
    // Threads stay loaded: starting one costs the server build's load, some 100 ms.
    idleTimeout: Number.POSITIVE_INFINITY,
  });

  const underWay = new Set<Promise<RenderedResult>>();
  const renderOnce: RenderResult = async (request) => {
    // Piscina's own maxQueue does not count tasks that carry an abort signal (they wait in its
    // "skip queue"), so the bound is checked here, on the size piscina reports for both.
    if (pool.queueSize >= maxQueue) throw new RenderUnavailableError("The render queue is full.");
    try {
      return (await pool.run(request, { signal: AbortSignal.timeout(timeoutMs) })) as RenderedResult;
    } catch (error) {
      if (error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError"))
        throw new RenderUnavailableError(`A render took longer than ${timeoutMs} ms.`, { cause: error });
      if (error instanceof Error && /queue is at limit/i.test(error.message))
        throw new RenderUnavailableError("The render queue is full.", { cause: error });
      throw error;
    }
  };

  const render: RenderResult = (request) => {
    const answer = renderOnce(request);
    underWay.add(answer);
    const settled = () => underWay.delete(answer);
    answer.then(settled, settled);
    return answer;
  };

  return {
    render,
    // The server stops taking requests first; the renders queued or under way finish before the
    // threads stop (piscina's own close would stop handing queued renders to threads).
    close: async () => {
      await Promise.allSettled([...underWay]);
      await pool.close();
    },
  };
}
