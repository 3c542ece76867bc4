import type { CourtFeeRefusal } from "../../../core/fees/court-fee";
import { formatIndianRupees } from "../../../core/fees/indian-format";
import { FeeApiError } from "~/lib/fee-api";
import { useLocale, useMessage, useT } from "~/lib/i18n/translations";
import { type JurisdictionNames, NO_NAMES, shownName } from "./jurisdiction-names";

const refusalKeys = {
  unavailable: "unavailable",
  below_range: "belowRange",
  above_range: "aboveRange",
  unknown_jurisdiction: "unknownJurisdiction",
  invalid_amount: "invalidAmount",
} as const satisfies Record<CourtFeeRefusal["reason"], string>;

/**
 * Why no fee was computed, in the page's language: the API's sentence on an English page; on a
 * Hindi page the Hindi sentence for the refusal's reason, with the Hindi name and the values the
 * table covers (docs/decisions/0015). The refusal's panel and its toast say the same.
 */
export function useRefusalSentence(names: JurisdictionNames): (refusal: CourtFeeRefusal) => string {
  const t = useT();
  const locale = useLocale();
  return (refusal) => {
    if (locale === "en") return refusal.message;
    const jurisdiction = refusal.jurisdiction;
    return t(`calculators.refusal.${refusalKeys[refusal.reason]}`, {
      name: jurisdiction ? shownName(jurisdiction, names) : "",
      from: formatIndianRupees(jurisdiction?.validFrom ?? 0),
      upTo: jurisdiction?.validUpTo == null ? "" : formatIndianRupees(jurisdiction.validUpTo),
    });
  };
}

/**
 * What a failed calculation's toast says, in the page's language: the refusal's sentence, the wait
 * the server asked for (too many requests, or the server busy), or the API's and the client's fixed sentences (calculators.yaml `messages`).
 */
export function useFailureSentence(names: JurisdictionNames = NO_NAMES): (error: unknown) => string {
  const t = useT();
  const locale = useLocale();
  const inLanguage = useMessage();
  const refusalSentence = useRefusalSentence(names);
  return (error) => {
    if (error instanceof FeeApiError && error.refusal) return refusalSentence(error.refusal);
    if (error instanceof FeeApiError && error.retryAfterSeconds !== null && locale !== "en") {
      const key = error.status === 503 ? "calculators.serverBusy" : "calculators.tooManyRequests";
      return t(key, { seconds: error.retryAfterSeconds });
    }
    return inLanguage(error instanceof Error ? error.message : String(error));
  };
}
