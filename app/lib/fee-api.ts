import type { z } from "zod";
import {
  type ArbitrationRequest,
  type CourtFeeRequest,
  apiErrorSchema,
  arbitrationResultSchema,
  courtFeeRefusalSchema,
  courtFeeResultSchema,
  jurisdictionListSchema,
} from "../../core/fees/contract";

export type CourtFeeResult = z.infer<typeof courtFeeResultSchema>;
export type CourtFeeRefusal = z.infer<typeof courtFeeRefusalSchema>;
export type ArbitrationResult = z.infer<typeof arbitrationResultSchema>;
export type Jurisdiction = z.infer<typeof jurisdictionListSchema>[number];

/** A failure the visitor can act on, with the server's own sentence when it sent one. */
export class FeeApiError extends Error {
  readonly refusal: CourtFeeRefusal | null;

  constructor(message: string, refusal: CourtFeeRefusal | null = null) {
    super(message);
    this.refusal = refusal;
  }
}

const offline = "The calculator could not be reached. Please check your connection and try again.";

async function request<S extends z.ZodType>(path: string, schema: S, body?: unknown): Promise<z.infer<S>> {
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
    const error = apiErrorSchema.safeParse(json);
    const refusal = courtFeeRefusalSchema.safeParse((json as { refusal?: unknown } | null)?.refusal);
    throw new FeeApiError(error.success ? error.data.error : offline, refusal.success ? refusal.data : null);
  }
  // The answer is checked against the same contract the server was built on.
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new FeeApiError("The calculator sent an answer this page does not understand. Please reload the page.");
  return parsed.data;
}

export const feeApi = {
  jurisdictions: () => request("/api/jurisdictions", jurisdictionListSchema),
  courtFee: (body: CourtFeeRequest) => request("/api/court-fee", courtFeeResultSchema, body),
  arbitrationFee: (body: ArbitrationRequest) => request("/api/arbitration-fee", arbitrationResultSchema, body),
};
