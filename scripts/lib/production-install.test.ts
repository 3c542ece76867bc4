/**
 * What the production-install check reads and asks for (scripts/check-production-install.ts): the
 * Dockerfile's run stage, and requests derived from the page list and the fee contract. The check
 * itself needs a build and the registry; these parts are proved here without either.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MESSAGES, courtFeeRefusalSchema } from "../../core/fees/contract.ts";
import { resultPages } from "../../core/routing/site-pages.ts";
import { API_PATHS } from "../../server/api/api-paths.ts";
import { DockerfileError, readRunStage } from "./dockerfile.ts";
import { apiRequests, resultRequests } from "./production-requests.ts";

const dockerfile = readFileSync("Dockerfile", "utf8");

describe("the Dockerfile's run stage", () => {
  it("copies the package files, build/, server/ and core/, runs npm ci without devDependencies, and starts node", () => {
    const stage = readRunStage(dockerfile);
    expect(stage.copies.map((copy) => `${copy.from}:${copy.source}`).sort()).toEqual(
      [
        "project:.node-version",
        "project:package-lock.json",
        "project:package.json",
        "project:server",
        "project:core",
        "build:build",
      ].sort(),
    );
    expect(stage.runs.join(" && ")).toMatch(/npm ci --omit=dev/);
    expect(stage.env.NODE_ENV).toBe("production");
    expect(stage.command).toEqual(["node", "server/start.ts", "--no-build"]);
    expect(stage.healthcheck?.[0]).toBe("node");
  });

  it.each([
    ["a copy of content/", "COPY content ./content\n", /COPY content: a production install holds only/],
    ["a copy of everything", "COPY . .\n", /COPY \.: a production install holds only/],
    ["an ADD", "ADD https://example.com/x.tgz /app/\n", /ADD https:\/\/example\.com\/x\.tgz/],
  ])("fails on %s, naming it", (_, line, message) => {
    const changed = dockerfile.replace("COPY core ./core\n", `COPY core ./core\n${line}`);
    expect(() => readRunStage(changed)).toThrow(DockerfileError);
    expect(() => readRunStage(changed)).toThrow(message);
  });

  it("fails when the container's command is not node itself", () => {
    const changed = dockerfile.replace(/^CMD .*$/m, 'CMD ["npm", "start"]');
    expect(() => readRunStage(changed)).toThrow(/its CMD must run node itself/);
  });
});

describe("what the check asks for", () => {
  const results = resultRequests();

  it("every result page, in each language, with a fee and each refusal reason of the contract", () => {
    expect(resultPages.length).toBeGreaterThanOrEqual(4);
    for (const page of resultPages) {
      const asked = results.filter((request) => request.path.startsWith(`${page.path}?`)).map((request) => request.kind);
      expect(asked.some((kind) => kind.endsWith(" fee"))).toBe(true);
      expect(asked.filter((kind) => kind.includes(" refusal ")).length).toBeGreaterThanOrEqual(1);
    }
    const courtFee = results
      .filter((request) => request.path.startsWith("/hi/calculator/court-fee-calculator?"))
      .map((request) => request.kind);
    for (const reason of courtFeeRefusalSchema.shape.reason._zod.values)
      expect(courtFee).toContain(`court-fee-calculator refusal ${String(reason)}`);
  });

  it("a bad value for each message of the contract's form fields", () => {
    const kinds = results.map((request) => request.kind).join("\n");
    for (const message of [
      MESSAGES.stateRequired,
      MESSAGES.amountRequired,
      MESSAGES.amountPositive,
      MESSAGES.amountWhole,
      MESSAGES.amountTooLarge,
      MESSAGES.tribunal,
    ])
      expect(kinds).toContain(message);
    expect(kinds).toContain("counterClaim: Counter-claim must be greater than 0");
  });

  it("every route of the API", () => {
    const paths = new Set(apiRequests().map((request) => request.path));
    for (const path of Object.values(API_PATHS)) expect(paths).toContain(path);
  });
});
