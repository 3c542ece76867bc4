import { Spinner } from "~/components/ui/spinner";

export function SubmitButton({ pending }: { pending: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-navy px-5 font-semibold text-ivory hover:bg-slate disabled:cursor-wait disabled:opacity-80 sm:w-auto"
    >
      {pending ? (
        <>
          <Spinner />
          <span>Calculating…</span>
        </>
      ) : (
        "Calculate"
      )}
    </button>
  );
}
