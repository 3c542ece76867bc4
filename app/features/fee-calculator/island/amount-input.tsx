import { forwardRef, type InputHTMLAttributes } from "react";
import { inputClass } from "~/components/ui/field";
import type { Locale } from "~/lib/i18n/locale";
import { hindiAmountInWords, toInternationalDigits } from "../../../../core/fees/hindi-words";
import { amountInWords, formatIndianRupees } from "../../../../core/fees/indian-format";
import { MAX_AMOUNT } from "../../../../core/fees/limits";

/**
 * "₹1,00,000 · one lakh rupees" (on Hindi pages "₹1,00,000 · एक लाख रुपए") for a plain whole
 * number, so the "for one lac" rule is easy to follow. Devanagari digits read as the number they are.
 */
export function amountPreview(text: string, locale: Locale = "en"): string | null {
  const digits = toInternationalDigits(text.trim());
  if (!/^\d{1,14}$/.test(digits)) return null;
  const value = Number(digits);
  if (value <= 0 || value > MAX_AMOUNT) return null;
  return `₹${formatIndianRupees(value)} · ${locale === "hi" ? hindiAmountInWords(value) : amountInWords(value)}`;
}

type AmountInputProps = InputHTMLAttributes<HTMLInputElement> & { preview: string | null; previewId: string; placeholder: string };

/** A numeric text field (no spinner, digits keypad on phones) with its live reading under it. */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput({ preview, previewId, ...props }, ref) {
  return (
    <>
      <input ref={ref} type="text" inputMode="numeric" autoComplete="off" className={inputClass} {...props} />
      <p id={previewId} className="min-h-6 text-sm font-medium text-teal" aria-live="polite">
        {preview}
      </p>
    </>
  );
});
