// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { islandOf } from "~/lib/island";
import { islandPropsId } from "~/lib/island-markers";
import { arbitrationLoader, courtFeeLoader } from "./calculator-pages.server";
import { ArbitrationIsland, CourtFeeIsland } from "./calculator-islands";
import ArbitrationCalculator from "./island/arbitration-calculator.island";
import CourtFeeCalculator from "./island/court-fee-calculator.island";

const query = new URLSearchParams();

describe("each calculator, an island declared where its page uses it (app/lib/island.tsx)", () => {
  it.each([
    ["court-fee-calculator", () => <CourtFeeIsland {...courtFeeLoader({ locale: "en", query })} />],
    ["arbitration-calculator", () => <ArbitrationIsland {...arbitrationLoader({ locale: "hi", query })} />],
  ] as const)(
    "%s: its element named by its module's file, its bundle made from that module, started when idle, its props beside it",
    (id, render) => {
      document.body.innerHTML = renderToStaticMarkup(render());
      const element = document.getElementById(id);
      // While developing and in the tests, the bundle is made from the island's module at its source's address (scripts/lib/browser-code.ts).
      expect(element?.getAttribute("data-island")).toBe(`/app/features/fee-calculator/island/${id}.island.tsx?island-entry`);
      expect(element?.getAttribute("data-island-when")).toBe("idle");
      expect(element?.querySelector("form")).not.toBeNull();
      expect(JSON.parse(document.getElementById(islandPropsId(id))?.textContent ?? "")).toHaveProperty("address");
    },
  );

  it("finds each calculator's component among the islands the build found", () => {
    expect(islandOf(CourtFeeCalculator).id).toBe("court-fee-calculator");
    expect(islandOf(ArbitrationCalculator).id).toBe("arbitration-calculator");
  });
});
