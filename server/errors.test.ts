/**
 * The server's sentence for a fault of its own reaches the calculators' toasts, which show it in the
 * page's language by its English text (calculators.yaml `messages` in content/translations/).
 */
import type { FastifyError } from "fastify";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { toErrorResponse } from "./errors.ts";

describe("the server's own failure in the translation files", () => {
  it("has the English sentence word for word, and its Hindi", () => {
    const messages = (language: string) =>
      (parse(readFileSync(`content/translations/${language}/calculators.yaml`, "utf8")) as { messages: Record<string, string> }).messages;
    const sentence = toErrorResponse(new Error("fault") as FastifyError).body.error;
    const key = Object.entries(messages("en")).find(([, text]) => text === sentence)?.[0];
    expect(key, "copy the sentence into translations/en/calculators.yaml under messages").toBeDefined();
    expect(messages("hi")[key ?? ""]).toMatch(/[\u0900-\u097F].*।$/);
  });
});
