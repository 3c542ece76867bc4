import { useEffect, useRef, useState } from "react";
import { Field, inputClass } from "~/components/ui/field";
import type { Locale } from "~/lib/i18n/locale";
import { useLocale, useMessage } from "~/lib/i18n/translations";
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

type AmountFieldProps = {
  /** The input's id, which its label, its messages (`<id>-error`) and its reading (`<id>-reading`) hang on. */
  id: string;
  name: string;
  label: string;
  /** The contract's message for the field, in English; shown in the page's language. */
  error: string | undefined;
  /** What the page's address sent, so a result address opens with the form as it was. */
  defaultValue: string;
  placeholder: string;
  /** Bumped by the form when it empties itself after a calculation, so the reading empties too. */
  cleared: number;
};

/**
 * A labelled amount: a numeric text field (no spinner, digits keypad on phones), its messages, and
 * its live reading under it. The reading starts from what the field holds when the island hydrates,
 * so digits typed before the framework arrived are read at once, not at the next keystroke.
 */
export function AmountField({ id, name, label, error, defaultValue, placeholder, cleared }: AmountFieldProps) {
  const locale = useLocale();
  const inLanguage = useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(defaultValue);
  useEffect(() => setTyped(input.current?.value ?? ""), [cleared]);
  const preview = amountPreview(typed, locale);
  return (
    <Field id={id} label={label} errors={error ? [inLanguage(error)] : []}>
      {(aria) => (
        <>
          <input
            {...aria}
            ref={input}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={inputClass}
            defaultValue={defaultValue}
            placeholder={placeholder}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          {/* Its line is kept while the field is fine, so the button does not move as digits are read; with a
              message and nothing to read it takes no room, so the message sits under its field as the State's does. */}
          <p id={`${id}-reading`} className={`text-sm font-medium text-teal ${error ? "empty:absolute" : "min-h-6"}`} aria-live="polite">
            {preview}
          </p>
        </>
      )}
    </Field>
  );
}
