import { useCallback, useEffect, useState } from "react";
import { type Jurisdiction, feeApi } from "~/lib/fee-api";

type JurisdictionsState = { status: "loading" } | { status: "ready"; jurisdictions: Jurisdiction[] } | { status: "failed" };

/** The state list from the server; a failure is logged and can be retried without losing the form. */
export function useJurisdictions() {
  const [state, setState] = useState<JurisdictionsState>({ status: "loading" });
  const load = useCallback(() => {
    setState({ status: "loading" });
    feeApi.jurisdictions().then(
      (jurisdictions) => setState({ status: "ready", jurisdictions }),
      (error: unknown) => {
        console.error("Could not load the list of states", error);
        setState({ status: "failed" });
      },
    );
  }, []);
  useEffect(load, [load]);
  return { ...state, retry: load };
}
