import { forwardRef, type FocusEvent, type ChangeEvent, type InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { inputClass } from "~/components/ui/field";
import { amountInWords, formatIndianRupees } from "../../../core/fees/indian-format";
import { MAX_AMOUNT } from "../../../core/fees/limits";

/** "₹1,00,000 · one lakh rupees" for a plain whole number, so the "for one lac" rule is easy to follow. */
export function amountPreview(text: string): string | null {
  if (!/^\d{1,14}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  if (value <= 0 || value > MAX_AMOUNT) return null;
  return `₹${formatIndianRupees(value)} · ${amountInWords(value)}`;
}

type AmountInputProps = InputHTMLAttributes<HTMLInputElement> & { preview: string | null; previewId: string };

/** A numeric text field (no spinner, digits keypad on phones) with its live reading under it. */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput({ preview, previewId, ...props }, ref) {
  return (
    <>
      <input ref={ref} type="text" inputMode="numeric" autoComplete="off" placeholder="e.g. 100000" className={inputClass} {...props} />
      <p id={previewId} className="min-h-6 text-sm font-medium text-teal" aria-live="polite">
        {preview}
      </p>
    </>
  );
});

/**
 * A registered field under another name in the page's address (`amount_Court` is sent as `amount`).
 * react-hook-form finds a field by the name of the element that fired the event, so the events are
 * passed on under the form's own name.
 */
export function withAddressName<Name extends string>(registration: UseFormRegisterReturn<Name>, addressName: string) {
  const forward =
    (handler: (event: { target: unknown; type: string }) => Promise<void | boolean>) =>
    (event: ChangeEvent<HTMLInputElement> | FocusEvent<HTMLInputElement>) =>
      handler({ type: event.type, target: { name: registration.name, value: event.target.value } });
  return { ...registration, name: addressName, onChange: forward(registration.onChange), onBlur: forward(registration.onBlur) };
}
