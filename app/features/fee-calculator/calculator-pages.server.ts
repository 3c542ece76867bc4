import { contentTree } from "~/lib/content/content-source.server";
import { type Locale, localeOfPath } from "~/lib/i18n/locale";
import { madeOnce } from "../../../core/memo/made-once";
import type { CalculatorIsland } from "./calculator-islands";
import { type CalculatorName, type TextsContent, calculatorTexts } from "./calculator-texts.server";
import type { ArbitrationCalculatorProps, ArbitrationTexts } from "./island/arbitration-calculator.island";
import type { CourtFeeCalculatorProps, CourtFeeTexts } from "./island/court-fee-calculator.island";
import { arbitrationFromAddress, courtFeeFromAddress } from "./result-address.server";

/**
 * The calculators' front door: what a calculator page is asked (its language and its query) in, its
 * island out. The routes (app/routes/*-fee-calculator.tsx) call these for the prerendered pages,
 * the server for a result address (resultIslands), and the component tests for the page they
 * hydrate, so all three show the same island for the same address.
 */
export type PageRequest = { locale: Locale; query: URLSearchParams };

/** A route's request as a calculator page reads it: the language from its path, the calculation from its query. */
export function pageRequestOf(request: Request): PageRequest {
  const url = new URL(request.url);
  return { locale: localeOfPath(url.pathname), query: url.searchParams };
}

export function courtFeeLoader({ locale, query }: PageRequest): CalculatorIsland<CourtFeeCalculatorProps, CourtFeeTexts> {
  return { props: { address: courtFeeFromAddress(query, locale) }, texts: textsOf("court-fee-calculator", locale) };
}

export function arbitrationLoader({ locale, query }: PageRequest): CalculatorIsland<ArbitrationCalculatorProps, ArbitrationTexts> {
  return { props: { address: arbitrationFromAddress(query, locale) }, texts: textsOf("arbitration-fee-calculator", locale) };
}

/** A calculator's texts in a language, made once from the compiled content: every result page of the language renders with the same. */
function textsOf<N extends CalculatorName>(name: N, locale: Locale): ReturnType<(typeof calculatorTexts)[N]> {
  const made = madeTexts(contentTree());
  const key = `${name}:${locale}`;
  if (!made.has(key)) made.set(key, calculatorTexts[name](contentTree(), locale));
  return made.get(key) as ReturnType<(typeof calculatorTexts)[N]>;
}

const madeTexts = madeOnce((_content: TextsContent) => new Map<string, unknown>());
