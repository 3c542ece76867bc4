import { rupeeFigure, rupeesInText } from "../../../../core/fees/indian-format";
import { useLocale } from "~/lib/i18n/translations";

/**
 * Rupees as the page's language writes them (core/fees/indian-format.ts): `figure` for a grouped
 * amount, `inText` for a sentence from the engine, the fee data or a translation.
 */
export function useRupees() {
  const locale = useLocale();
  return {
    figure: (grouped: string) => rupeeFigure(grouped, locale),
    inText: (text: string) => rupeesInText(text, locale),
  };
}
