import { loadJurisdictionNames } from "~/lib/content/jurisdiction-names.server";
import { loadPage } from "~/lib/content/pages.server";
import { type Locale, localeOfPath } from "~/lib/i18n/locale";
import { fromJsonText } from "~/lib/json-text";
import { choiceOf, listJurisdictions } from "../../../core/fees/jurisdictions";
import { calculatorShell } from "./calculator-shell.server";
import { arbitrationExplanations } from "./explanations.server";
import type { ArbitrationCalculatorProps } from "./island/arbitration-calculator.island";
import type { CourtFeeCalculatorProps } from "./island/court-fee-calculator.island";
import { arbitrationFromAddress, courtFeeFromAddress } from "./result-address.server";

/**
 * The calculators' front door: what a calculator page is asked (its language and its query) in, its
 * island's props out. The routes (app/routes/*-fee-calculator.tsx) call these for the prerendered
 * pages, the server for a result address (resultIslands, below), and the component tests for the
 * page they hydrate, so all three show the same island for the same address.
 */
export type PageRequest = { locale: Locale; query: URLSearchParams };

/** A route's request as a calculator page reads it: the language from its path, the calculation from its query. */
export function pageRequestOf(request: Request): PageRequest {
  const url = new URL(request.url);
  return { locale: localeOfPath(url.pathname), query: url.searchParams };
}

/** The States as the form lists them: the same for every page, made once. */
const jurisdictionChoices = listJurisdictions().map(choiceOf);

export function courtFeeLoader({ locale, query }: PageRequest): CourtFeeCalculatorProps {
  const names = loadJurisdictionNames(locale);
  return {
    shell: calculatorShell(locale, loadPage("court-fee-calculator", locale)),
    jurisdictions: jurisdictionChoices,
    names: names === null ? null : fromJsonText(names),
    address: courtFeeFromAddress(query, locale),
  };
}

export function arbitrationLoader({ locale, query }: PageRequest): ArbitrationCalculatorProps {
  return {
    shell: calculatorShell(locale, loadPage("arbitration-fee-calculator", locale)),
    explanations: arbitrationExplanations,
    address: arbitrationFromAddress(query, locale),
  };
}
