import type { FastifyError } from "fastify";
import { describe, expect, it } from "vitest";
import { ClientError, toErrorResponse } from "./errors.ts";

const fastifyError = (fields: Partial<FastifyError> & { message?: string }) =>
  Object.assign(new Error(fields.message ?? "boom"), fields) as FastifyError;

describe("toErrorResponse", () => {
  it("gives a ClientError's own status and sentence", () => {
    expect(
      toErrorResponse(new ClientError(429, "Too many requests. Please wait 5 seconds and try again.") as unknown as FastifyError),
    ).toEqual({
      status: 429,
      body: { error: "Too many requests. Please wait 5 seconds and try again." },
    });
  });

  it("answers a validation error with its first message, and all of them in details", () => {
    const error = fastifyError({
      code: "FST_ERR_VALIDATION",
      statusCode: 400,
      validation: [
        { keyword: "too_small", instancePath: "/amount", schemaPath: "", params: {}, message: "Amount must be greater than 0" },
        { keyword: "unrecognized_keys", instancePath: "/", schemaPath: "", params: {}, message: "Unexpected field: foo" },
        { keyword: "too_small", instancePath: "/amount", schemaPath: "", params: {}, message: "Amount must be greater than 0" },
      ],
    });
    expect(toErrorResponse(error)).toEqual({
      status: 400,
      body: { error: "Amount must be greater than 0", details: ["Amount must be greater than 0", "Unexpected field: foo"] },
    });
  });

  it("still gives a sentence for a validation error without messages", () => {
    const error = fastifyError({ code: "FST_ERR_VALIDATION", statusCode: 400, validation: [] });
    expect(toErrorResponse(error)).toEqual({ status: 400, body: { error: "The request body does not have the expected fields." } });
  });

  it("keeps a fault of ours at 500 without its message or stack", () => {
    const { status, body } = toErrorResponse(fastifyError({ message: "secret internals at /srv/app.ts:12" }));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toMatch(/secret|stack|app\.ts/);
  });
});
