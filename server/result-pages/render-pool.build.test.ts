import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadRenderApp } from "./react-router-app.ts";
import { type RenderPool, startRenderPool } from "./render-pool.ts";

// The production server renders result addresses on worker threads; what they answer must be what
// React Router's handler answers in the server's own thread, byte for byte.
const BUILD = resolve("build/render/index.js");
const ADDRESSES = [
  "/calculator/court-fee-calculator?state=DL&amount=1500000",
  "/calculator/court-fee-calculator?state=TN&amount=1234567",
  "/calculator/court-fee-calculator?state=ZZ&amount=abc",
  "/calculator/arbitration-fee-calculator?amount=2500000",
  "/calculator/court-fee-calculator.data?state=DL&amount=1500000",
];

let pool: RenderPool;
beforeAll(async () => {
  pool = await startRenderPool(BUILD, 2);
});
afterAll(() => pool.close());

describe("the render pool", () => {
  it("answers every address as the in-thread handler does, with renders spread over its threads", async () => {
    const inThread = await loadRenderApp(BUILD);
    const pooled = await Promise.all(ADDRESSES.map((address) => pool.render(address)));
    for (const [index, address] of ADDRESSES.entries()) {
      const expected = await inThread(address);
      expect(pooled[index]?.status).toBe(expected.status);
      expect(pooled[index]?.type).toBe(expected.type);
      expect(pooled[index]?.body).toEqual(expected.body);
    }
    expect(new TextDecoder().decode(pooled[0]?.body)).toContain("15,00,000");
  });

  it("finishes the renders under way when it closes", async () => {
    const own = await startRenderPool(BUILD, 1);
    const answers = ADDRESSES.map((address) => own.render(address));
    await own.close();
    for (const answer of await Promise.all(answers)) expect(answer.status).toBeLessThan(500);
  });
});
