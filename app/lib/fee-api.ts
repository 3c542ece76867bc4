import type * as z from "zod/mini";
import type * as Contract from "../../core/fees/contract";
import type { ArbitrationRequest, CourtFeeRequest } from "../../core/fees/contract";
import type { ArbitrationOk } from "../../core/fees/arbitration-fee";
import type { CourtFeeOk, CourtFeeRefusal } from "../../core/fees/court-fee";
import type { JurisdictionSummary } from "../../core/fees/jurisdictions";

/** A failure the visitor can act on, with the server's own sentence when it sent one. */
export class FeeApiError extends Error {
  readonly refusal: CourtFeeRefusal | null;

  constructor(message: string, refusal: CourtFeeRefusal | null = null) {
    super(message);
    this.refusal = refusal;
  }
}

const offline = "The calculator could not be reached. Please check your connection and try again.";

// The contract (zod and its schemas) loads with the first request rather than with the page.
const contract = () => import("../../core/fees/contract");

async function request<T>(path: string, schemaOf: (contract: typeof Contract) => z.ZodMiniType<T>, body?: unknown): Promise<T> {
  const loaded = await contract().catch(() => {
    throw new FeeApiError(offline);
  });
  let response: Response;
  try {
    response = await fetch(
      path,
      body === undefined ? undefined : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
    );
  } catch {
    throw new FeeApiError(offline);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = loaded.apiErrorSchema.safeParse(json);
    const refusal = loaded.courtFeeRefusalSchema.safeParse((json as { refusal?: unknown } | null)?.refusal);
    throw new FeeApiError(error.success ? error.data.error : offline, refusal.success ? refusal.data : null);
  }
  // The answer is checked against the same contract the server was built on.
  const parsed = schemaOf(loaded).safeParse(json);
  if (!parsed.success) throw new FeeApiError("The calculator sent an answer this page does not understand. Please reload the page.");
  return parsed.data;
}

// The answers are typed as the engine's own results: the contract's schemas are checked against them (`satisfies`).
export const feeApi = {
  jurisdictions: (): Promise<readonly JurisdictionSummary[]> => request("/api/jurisdictions", (c) => c.jurisdictionListSchema),
  courtFee: (body: CourtFeeRequest): Promise<CourtFeeOk> => request("/api/court-fee", (c) => c.courtFeeOkSchema, body),
  arbitrationFee: (body: ArbitrationRequest): Promise<ArbitrationOk> => request("/api/arbitration-fee", (c) => c.arbitrationOkSchema, body),
};
