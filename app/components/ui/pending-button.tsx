import { Spinner } from "./spinner";

/**
 * A submit button that shows a spinner and a busy label while its form is pending. The calculators'
 * forms are sent to the server until their island has hydrated, so the button is never disabled
 * for want of script; `disabled` is for a form that cannot work without it.
 */
export const pendingButtonClass =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-navy px-5 font-semibold text-ivory hover:bg-ink disabled:cursor-wait disabled:opacity-80 in-data-submit-held:cursor-wait in-data-submit-held:opacity-80 sm:w-auto sm:min-w-40";

export function PendingButton({
  pending,
  label,
  pendingLabel,
  disabled = false,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <button type="submit" disabled={pending || disabled} aria-busy={pending} className={pendingButtonClass}>
      {pending ? (
        <>
          <Spinner />
          <span>{pendingLabel}</span>
        </>
      ) : (
        <>
          {/* The same loading state while the site's module holds a submit made before the island hydrated
              (data-submit-held on the island, app/browser/island-loader.ts); the island itself is aria-busy
              then. The label is only hidden from sight, so the button keeps its name for a second tap. */}
          <span aria-hidden="true" className="hidden items-center gap-2 in-data-submit-held:inline-flex">
            <Spinner />
            <span>{pendingLabel}</span>
          </span>
          <span className="in-data-submit-held:sr-only">{label}</span>
        </>
      )}
    </button>
  );
}
