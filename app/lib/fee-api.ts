import type * as z from "zod/mini";
import type * as Contract from "../../core/fees/contract";
import type { ArbitrationRequest, CourtFeeRequest } from "../../core/fees/contract";
import type { ArbitrationOk } from "../../core/fees/arbitration-fee";
import type { CourtFeeOk, CourtFeeRefusal } from "../../core/fees/court-fee";
import type { FeeLanguage } from "../../core/fees/fee-wording";
import type { JurisdictionSummary } from "../../core/fees/jurisdictions";

/** A failure the visitor can act on, with the server's own sentence when it sent one. */
export class FeeApiError extends Error {
  readonly refusal: CourtFeeRefusal | null;
  /** When the server asked the visitor to wait (429 or 503 and its Retry-After), so the page can say how long in its language. */
  readonly retryAfterSeconds: number | null;
  /** The answer's status when the server asked to wait: 429 (too many requests) or 503 (the server is busy). */
  readonly status: number | null;

  constructor(
    message: string,
    refusal: CourtFeeRefusal | null = null,
    retryAfterSeconds: number | null = null,
    status: number | null = null,
  ) {
    super(message);
    this.refusal = refusal;
    this.retryAfterSeconds = retryAfterSeconds;
    this.status = status;
  }
}

const offline = "The calculator could not be reached. Please check your connection and try again.";
const notUnderstood = "The calculator sent an answer this page does not understand. Please reload the page.";
/** The client's own failure sentences, which a Hindi page shows in Hindi by their English text (calculators.yaml `messages`). */
export const FEE_API_SENTENCES = [offline, notUnderstood] as const;

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
    const wait = response.status === 429 || response.status === 503 ? Number(response.headers.get("retry-after")) : Number.NaN;
    const waited = Number.isInteger(wait) && wait > 0;
    throw new FeeApiError(
      error.success ? error.data.error : offline,
      refusal.success ? refusal.data : null,
      waited ? wait : null,
      waited ? response.status : null,
    );
  }
  // The answer is checked against the same contract the server was built on.
  const parsed = schemaOf(loaded).safeParse(json);
  if (!parsed.success) throw new FeeApiError(notUnderstood);
  return parsed.data;
}

// The answers are worded in the page's language: the API answers in English (decision 0015), and a
// Hindi page rewords the sentences beside the figures from the fee data's Hindi, which the island's
// bundle fetches with the island on a Hindi page (the island module's `forLanguage`), so an answer waits for no download.
const worded = () =>
  import("../../core/fees/result-in-language").catch(() => {
    throw new FeeApiError(offline);
  });
const wordedArbitration = () =>
  import("../../core/fees/arbitration-in-language").catch(() => {
    throw new FeeApiError(offline);
  });

async function courtFee(body: CourtFeeRequest, language: FeeLanguage): Promise<CourtFeeOk> {
  try {
    const result = await request("/api/court-fee", (c) => c.courtFeeOkSchema, body);
    return language === "en" ? result : (await worded()).courtFeeOkIn(language, result);
  } catch (error) {
    if (language === "en" || !(error instanceof FeeApiError) || error.refusal === null) throw error;
    throw new FeeApiError(
      error.message,
      (await worded()).courtFeeRefusalIn(language, error.refusal),
      error.retryAfterSeconds,
      error.status,
    );
  }
}

async function arbitrationFee(body: ArbitrationRequest, language: FeeLanguage): Promise<ArbitrationOk> {
  const result = await request("/api/arbitration-fee", (c) => c.arbitrationOkSchema, body);
  return language === "en" ? result : (await wordedArbitration()).arbitrationOkIn(language, result);
}

// The answers are typed as the engine's own results: the contract's schemas are checked against them (`satisfies`).
export const feeApi = {
  jurisdictions: (): Promise<readonly JurisdictionSummary[]> => request("/api/jurisdictions", (c) => c.jurisdictionListSchema),
  courtFee: (body: CourtFeeRequest, language: FeeLanguage = "en"): Promise<CourtFeeOk> => courtFee(body, language),
  arbitrationFee: (body: ArbitrationRequest, language: FeeLanguage = "en"): Promise<ArbitrationOk> => arbitrationFee(body, language),
};
