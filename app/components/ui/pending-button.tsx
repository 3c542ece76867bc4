import { Spinner } from "./spinner";

/**
 * A submit button that shows a spinner and a busy label while its form is pending. `disabled`
 * keeps a form that only works with JavaScript from being submitted before the page hydrates.
 */
export const pendingButtonClass =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-navy px-5 font-semibold text-ivory hover:bg-slate disabled:cursor-wait disabled:opacity-80 sm:w-auto sm:min-w-40";

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
