import { useCallback, useEffect, useState } from "react";
import { type Jurisdiction, feeApi } from "~/lib/fee-api";

type JurisdictionsState = { status: "loading" } | { status: "ready"; jurisdictions: readonly Jurisdiction[] } | { status: "failed" };

/**
 * The state list. The page brings it in its HTML (so the form works before and without script);
 * on load the form asks the server again, as the spec's calculator does. A failure is logged, and
 * only when the page had no list does the visitor see it, with a retry that keeps the form.
 */
export function useJurisdictions(initial: readonly Jurisdiction[]) {
  const [state, setState] = useState<JurisdictionsState>(initial.length > 0 ? { status: "ready", jurisdictions: initial } : { status: "loading" });
  const load = useCallback(() => {
    setState((current) => (current.status === "ready" ? current : { status: "loading" }));
    feeApi.jurisdictions().then(
      (jurisdictions) => setState({ status: "ready", jurisdictions }),
      (error: unknown) => {
        console.error("Could not load the list of states", error);
        setState((current) => (current.status === "ready" ? current : { status: "failed" }));
      },
    );
  }, []);
  useEffect(load, [load]);
  return { ...state, retry: load };
}
