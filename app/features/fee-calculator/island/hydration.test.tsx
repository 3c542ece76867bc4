// @vitest-environment jsdom
/**
 * Each calculator's island hydrated by React's development build over what React's server wrote
 * for it, with the props the page sends (through JSON, as the browser reads them) and the texts
 * the island's bundle loads for the page's language (the build's modules of content/, the island
 * module's `shared`), where the server rendered with its own (calculator-pages.server.ts):
 * a text that differs between the two shows here. The development
 * build compares attributes as well as elements and text, which the production build the journeys
 * run does not report, so a drift between the server's render and the browser's shows here first.
 */
import { type ComponentType, type ReactElement, act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "~/lib/i18n/locale";
import { arbitrationIslandOf, courtFeeIslandOf } from "../test-support/calculator-page";
import ArbitrationCalculator, { shared as arbitrationShared } from "./arbitration-calculator.island";
import CourtFeeCalculator, { shared as courtFeeShared } from "./court-fee-calculator.island";

/** What React reported about hydration (its development build's messages, and recoverable errors). */
async function hydrationReports<Props extends object, Shared extends object>(
  locale: Locale,
  server: ReactElement,
  Component: ComponentType<Props & Shared>,
  props: Props,
  loadShared: () => Promise<Shared>,
): Promise<string[]> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(server);
  document.body.replaceChildren(container);
  document.documentElement.lang = locale === "hi" ? "hi-IN" : "en-IN";
  const shared = await loadShared();
  const reports: string[] = [];
  const logged = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(" ");
    // The state list's refresh from the API has no server here; only hydration is judged.
    if (/hydrat|did not match|didn't match/i.test(text)) reports.push(text);
  });
  const browserProps = JSON.parse(JSON.stringify(props)) as Props;
  await act(async () => {
    hydrateRoot(container, <Component {...shared} {...browserProps} />, { onRecoverableError: (error) => reports.push(String(error)) });
  });
  logged.mockRestore();
  return reports;
}

afterEach(() => document.body.replaceChildren());

describe("the calculators' islands hydrate over the server's markup without a difference", () => {
  it.each([
    ["en", ""],
    ["en", "state=DL&amount=1500000"],
    ["hi", "state=DL&amount=0"],
    ["hi", "state=ZZ&amount=abc"],
  ] as const)("court fee, %s, ?%s", async (locale, query) => {
    const { props, texts } = courtFeeIslandOf(locale, query);
    expect(
      await hydrationReports(locale, <CourtFeeCalculator texts={texts} {...props} />, CourtFeeCalculator, props, courtFeeShared[locale]),
    ).toEqual([]);
  });

  it.each([
    ["en", ""],
    ["hi", ""],
    ["en", "amount=2500000&counterClaim=100000&tribunal=three"],
    ["hi", "amount=-5"],
  ] as const)("arbitration, %s, ?%s", async (locale, query) => {
    const { props, texts } = arbitrationIslandOf(locale, query);
    expect(
      await hydrationReports(
        locale,
        <ArbitrationCalculator texts={texts} {...props} />,
        ArbitrationCalculator,
        props,
        arbitrationShared[locale],
      ),
    ).toEqual([]);
  });
});
