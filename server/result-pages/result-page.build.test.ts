import { describe, expect, it } from "vitest";
import { resultTemplatesFile, serverBuildFile } from "../build-paths.ts";
import { loadRenderApp } from "./react-router-app.ts";
import { loadResultRenderer, resultRequestFor } from "./result-renderer.ts";

// A result page is the prerendered page with its island rendered alone (docs/decisions/0039). What a
// visitor receives must be what React Router renders for the whole page at that address, element for
// element and byte for byte, but for the ids React's useId gives: they count from the root rendered,
// the whole page there, the island alone here and in the browser, which hydrates the island alone.
const ADDRESSES = [
  "/calculator/court-fee-calculator?state=DL&amount=1500000",
  "/hi/calculator/court-fee-calculator?state=DL&amount=1500000",
  "/calculator/court-fee-calculator?state=GA&amount=100000",
  "/hi/calculator/court-fee-calculator?state=ZZ&amount=abc",
  "/calculator/arbitration-fee-calculator?amount=2500000&counterClaim=100000&tribunal=three",
  "/hi/calculator/arbitration-fee-calculator?amount=-5",
];

/** React's useId values (`_R_…_`, or `«R…»` in older releases), which differ by the root rendered. */
const withoutReactIds = (page: string) => page.replace(/_R_[0-9a-z]+_|«R[0-9a-z]+»/g, "(id)");

describe("a result page", () => {
  it.each(ADDRESSES)("%s: the page React Router renders for it, but for React's generated ids", async (address) => {
    const [wholePage, islandAlone] = await Promise.all([
      loadRenderApp(serverBuildFile),
      loadResultRenderer(serverBuildFile, resultTemplatesFile),
    ]);
    const request = resultRequestFor(address);
    const routed = await wholePage(`${request.path}?${request.query}`);
    expect(routed.status).toBe(200);
    const page = new TextDecoder().decode(islandAlone(request).body);
    expect(withoutReactIds(page)).toBe(withoutReactIds(new TextDecoder().decode(routed.body)));
  });
});
