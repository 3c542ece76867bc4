import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultTemplatesFile, serverBuildFile } from "../build-paths.ts";
import { type RenderPool, RenderUnavailableError, startRenderPool } from "./render-pool.ts";
import { loadResultRenderer, resultRequestFor } from "./result-renderer.ts";

// The production server renders result addresses on worker threads; what they answer must be what
// the renderer answers in the server's own thread, byte for byte.
const BUILD = serverBuildFile;
const TEMPLATES = resultTemplatesFile;
const ADDRESSES = [
  "/calculator/court-fee-calculator?state=DL&amount=1500000",
  "/calculator/court-fee-calculator?state=TN&amount=1234567",
  "/calculator/court-fee-calculator?state=ZZ&amount=abc",
  "/calculator/arbitration-fee-calculator?amount=2500000",
].map(resultRequestFor);

// A thread's first render loads the server build, seconds on a busy machine: only the timeout's own test is hasty.
const patient = { timeoutMs: 60_000 };

let pool: RenderPool;
beforeAll(() => {
  pool = startRenderPool(BUILD, TEMPLATES, { threads: 2, ...patient });
});
afterAll(() => pool.close());

describe("the render pool", () => {
  it("answers every address as the in-thread renderer does, with renders spread over its threads", async () => {
    const inThread = await loadResultRenderer(BUILD, TEMPLATES);
    const pooled = await Promise.all(ADDRESSES.map((address) => pool.render({ ...address, encoding: "br" })));
    for (const [index, address] of ADDRESSES.entries()) {
      const expected = inThread({ ...address, encoding: "br" });
      expect(pooled[index]?.body).toEqual(expected.body);
      expect(pooled[index]?.etag).toBe(expected.etag);
      expect(pooled[index]?.compressed).toEqual(expected.compressed);
    }
    expect(new TextDecoder().decode(pooled[0]?.body)).toContain("15,00,000");
  });

  it("finishes the renders under way when it closes", async () => {
    const own = startRenderPool(BUILD, TEMPLATES, { threads: 1, ...patient });
    const answers = ADDRESSES.map((address) => own.render(address));
    await own.close();
    for (const answer of await Promise.all(answers)) expect(answer.body.byteLength).toBeGreaterThan(0);
  });

  it("refuses at once what its queue cannot hold, and renders the rest", async () => {
    const small = startRenderPool(BUILD, TEMPLATES, { threads: 1, maxQueue: 2, ...patient });
    // Warm: a thread still starting counts as room in the queue.
    await small.render(ADDRESSES[0]!);
    const outcomes = await Promise.allSettled([...ADDRESSES, ...ADDRESSES, ...ADDRESSES].map((address) => small.render(address)));
    await small.close();
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) expect(outcome.reason).toBeInstanceOf(RenderUnavailableError);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled").length).toBeGreaterThanOrEqual(2);
  });

  it("abandons a render that takes longer than its timeout, and keeps rendering after it", async () => {
    const hasty = startRenderPool(BUILD, TEMPLATES, { threads: 1, timeoutMs: 1 });
    await expect(hasty.render(ADDRESSES[0]!)).rejects.toBeInstanceOf(RenderUnavailableError);
    await hasty.close();
    expect((await pool.render(ADDRESSES[1]!)).body.byteLength).toBeGreaterThan(0);
  });
});
