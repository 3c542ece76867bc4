import { Spinner } from "./spinner";

/**
 * A submit button that shows a spinner and a busy label while its form is pending. The calculators'
 * forms are sent to the server until their island has hydrated, so the button is never disabled
 * for want of script; `disabled` is for a form that cannot work without it.
 */
export const pendingButtonClass =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-navy px-5 font-semibold text-ivory hover:bg-ink disabled:cursor-wait disabled:opacity-80 sm:w-auto sm:min-w-40";

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
        label
      )}
    </button>
  );
}
