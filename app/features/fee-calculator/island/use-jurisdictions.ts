import { useEffect, useState } from "react";
import { feeApi } from "~/lib/fee-api";
import type { JurisdictionChoice } from "../../../../core/fees/jurisdictions";

/**
 * The state list. The page brings it in its HTML, so the form works before and without script; on
 * load the form asks the server again, as the spec's calculator does, and a failure is only logged.
 */
export function useJurisdictions(initial: readonly JurisdictionChoice[]): readonly JurisdictionChoice[] {
  const [jurisdictions, setJurisdictions] = useState<readonly JurisdictionChoice[]>(initial);
  useEffect(() => {
    feeApi.jurisdictions().then(setJurisdictions, (error: unknown) => console.error("Could not load the list of states", error));
  }, []);
  return jurisdictions;
}
