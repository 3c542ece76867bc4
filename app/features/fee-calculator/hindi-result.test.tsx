// @vitest-environment jsdom
/**
 * A Hindi result is Hindi to the end: rendered for every State and Union territory (a fee, and the
 * refusals of partial and missing tables) and for the arbitration calculator, no Latin word stands
 * outside an element marked lang="en", and the English so marked (Act titles, names) stays under
 * about 80 words, the sources' publishers apart.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { JURISDICTION_IDS } from "../../../core/fees/data/court-fees";
import { loadTranslations } from "~/lib/content/translations.server";
import { contentTree } from "~/lib/content/content-source.server";
import { IslandTexts } from "~/lib/i18n/translations";
import { ArbitrationResultView } from "./island/arbitration-result";
import { CourtFeeRefusalView, CourtFeeResultView } from "./island/court-fee-result";
import { arbitrationExplanations } from "./explanations.server";
import { arbitrationFromAddress, courtFeeFromAddress } from "./result-address.server";

const messages = loadTranslations("hi", "calculators");
const names = contentTree().hindi.jurisdictionNames;

const MAX_ENGLISH_WORDS = 80;

afterEach(cleanup);

/** The Latin words of a rendered result: those outside any lang="en", and those inside one (the sources' list apart). */
function latinWords(root: HTMLElement): { stray: string[]; english: string[] } {
  const stray: string[] = [];
  const english: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const words = node.textContent?.match(/[A-Za-z][A-Za-z'’.&-]*/g) ?? [];
    if (words.length === 0) continue;
    const parent = node.parentElement;
    const marked = parent?.closest("[lang]")?.getAttribute("lang") === "en";
    if (!marked) stray.push(...words);
    else if (!parent?.closest("details")) english.push(...words);
  }
  return { stray, english };
}

function shown(element: React.ReactElement): HTMLElement {
  return render(
    <IslandTexts messages={messages} locale="hi">
      {element}
    </IslandTexts>,
  ).container;
}

// A value in every partial table's range, one below Sikkim's, and one above every partial table.
const VALUES = ["25000", "1500000", "90000000"];

describe("a Hindi court-fee result", () => {
  it.each(JURISDICTION_IDS.flatMap((id) => VALUES.map((amount) => [id, amount] as const)))("%s at ₹%s", (id, amount) => {
    const { outcome } = courtFeeFromAddress(new URLSearchParams({ state: id, amount }), "hi");
    if (outcome === null) throw new Error("no outcome");
    const root = shown(
      outcome.kind === "fee" ? (
        <CourtFeeResultView result={outcome.result} names={names} />
      ) : (
        <CourtFeeRefusalView refusal={outcome.refusal} names={names} />
      ),
    );
    const { stray, english } = latinWords(root);
    expect(stray, 'Latin outside lang="en"').toEqual([]);
    expect(english.length, english.join(" ")).toBeLessThanOrEqual(MAX_ENGLISH_WORDS);
    expect(root.textContent).toMatch(/[\u0900-\u097F]/);
  });
});

describe("a Hindi arbitration result", () => {
  it.each([
    ["?amount=2500000&tribunal=sole"],
    ["?amount=150000000&counterClaim=400000000&tribunal=three"],
    ["?amount=1000000000000&tribunal=sole"],
  ])("%s", (search) => {
    const { result } = arbitrationFromAddress(new URLSearchParams(search), "hi");
    if (result === null) throw new Error("no result");
    const root = shown(<ArbitrationResultView result={result} explanations={arbitrationExplanations} />);
    const { stray, english } = latinWords(root);
    expect(stray, 'Latin outside lang="en"').toEqual([]);
    expect(english.length, english.join(" ")).toBeLessThanOrEqual(MAX_ENGLISH_WORDS);
  });
});
