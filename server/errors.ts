import type { FastifyError } from "fastify";

export type ErrorBody = { error: string; details?: string[] };

/** The type of every JSON answer: the API's, and the errors any part of the server gives in JSON. */
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** Plain sentences for the errors Fastify raises before a handler runs. */
const fastifyMessages: ReadonlyMap<string, [number, string]> = new Map([
  ["FST_ERR_CTP_INVALID_MEDIA_TYPE", [415, "Send the request body as JSON, with the header Content-Type: application/json."]],
  ["FST_ERR_CTP_EMPTY_JSON_BODY", [400, "The request body is empty; send a JSON object."]],
  ["FST_ERR_CTP_INVALID_JSON_BODY", [400, "The request body is not valid JSON."]],
  ["FST_ERR_CTP_BODY_TOO_LARGE", [413, "The request body is too large; send a small JSON object."]],
  ["FST_ERR_CTP_INVALID_CONTENT_LENGTH", [400, "The request's Content-Length does not match its body."]],
  ["FST_ERR_CTP_INVALID_TYPE", [415, "Send the request body as JSON, with the header Content-Type: application/json."]],
  ["FST_ERR_BAD_URL", [400, "The address of the request is not valid."]],
  ["FST_ERR_ASYNC_CONSTRAINT", [400, "The request could not be read."]],
]);

/**
 * An error whose sentence is meant for the client as it stands (a flood, a poisoned body). The
 * generic 4xx branch below must not swallow it into "could not be accepted".
 */
export class ClientError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = "ClientError";
    this.statusCode = statusCode;
  }
}

type ValidationIssue = { message?: unknown };

// fastify-type-provider-zod puts each zod issue on `validation` with the contract's own message,
// so the first one is the sentence the form would have shown for the same input.
function validationMessages(error: FastifyError): string[] {
  const issues: readonly ValidationIssue[] = Array.isArray(error.validation) ? error.validation : [];
  const messages = issues.map((issue) => issue.message).filter((m): m is string => typeof m === "string" && m.trim() !== "");
  return [...new Set(messages)];
}

/**
 * Every error a client can cause becomes a 4xx with a sentence. A 5xx is left only for a fault of
 * ours, and then it says so without a stack trace.
 */
export function toErrorResponse(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof ClientError) return { status: error.statusCode, body: { error: error.message } };
  if (error.code === "FST_ERR_VALIDATION" || error.validation !== undefined) {
    const [first, ...rest] = validationMessages(error);
    if (first === undefined) return { status: 400, body: { error: "The request body does not have the expected fields." } };
    return { status: 400, body: rest.length === 0 ? { error: first } : { error: first, details: [first, ...rest] } };
  }
  const known = error.code ? fastifyMessages.get(error.code) : undefined;
  if (known) return { status: known[0], body: { error: known[1] } };
  if (error instanceof SyntaxError) return { status: 400, body: { error: "The request body is not valid JSON." } };
  if (error.statusCode === 429) return { status: 429, body: { error: error.message } };
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { error: "The request could not be accepted." } };
  }
  return { status: 500, body: { error: "Something went wrong on our side; please try again." } };
}
