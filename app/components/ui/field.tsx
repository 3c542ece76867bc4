import type { ReactNode } from "react";

type FieldProps = {
  id: string;
  label: string;
  /** Messages for this field; each is shown and announced beside it. */
  errors?: readonly string[];
  hint?: ReactNode;
  children: (aria: { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined }) => ReactNode;
};

/** A labelled form control with its hint and error messages wired up for screen readers. */
export function Field({ id, label, errors = [], hint, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5" data-field>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      {children({ id, "aria-invalid": errors.length > 0, "aria-describedby": describedBy })}
      {hint ? (
        <div id={hintId} className="text-sm text-slate">
          {hint}
        </div>
      ) : null}
      {errorId ? (
        <ul id={errorId} className="space-y-0.5 text-sm font-medium text-danger">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export const inputClass =
  "block min-h-11 w-full rounded-md border border-slate/40 bg-white px-3 text-base text-ink shadow-sm placeholder:text-slate/70 focus-visible:border-brass aria-[invalid=true]:border-danger";
