import { formatMonthIn } from "../../../core/dates/format-date";
import type { Locale } from "~/lib/i18n/locale";

/**
 * The month the fee data is as of ("2026-11"), as a result shows it: a Hindi page names the month
 * (नवंबर 2026, CLDR's hi-IN); the English page keeps the data's own form, as it always has.
 */
export function dataMonth(asOf: string, locale: Locale): string {
  return locale === "hi" ? formatMonthIn(asOf, "hi") : asOf;
}
