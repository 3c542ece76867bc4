/**
 * Everything the production-install check asks for (scripts/check-production-install.ts), derived
 * from the page list and the fee contract so that a new page, language, refusal reason or bad value
 * is asked for without an edit here:
 * - every prerendered page of the page list (core/routing/site-pages.ts), in each language it has,
 *   and each section's not-found page for a value it does not have;
 * - for each calculator's result address, in each language: a fee, an input the engine refuses for
 *   each refusal reason of the contract, and a value for each distinct message the contract's form
 *   schema gives a field;
 * - every route of the API: each list, and each calculation with a sound and an unsound body.
 */
import { computeArbitrationFee } from "../../core/fees/arbitration-fee.ts";
import {
  MAX_AMOUNT,
  TRIBUNALS,
  arbitrationFormSchema,
  arbitrationRefusalSchema,
  courtFeeFormSchema,
  courtFeeRefusalSchema,
} from "../../core/fees/contract.ts";
import { computeCourtFee } from "../../core/fees/court-fee.ts";
import { listJurisdictions } from "../../core/fees/jurisdictions.ts";
import {
  HINDI_PREFIX,
  type SitePage,
  fillPath,
  hindiPathOf,
  matchesPattern,
  resultPages,
  sitePages,
} from "../../core/routing/site-pages.ts";
import { API_PATHS, GET_PATHS, POST_PATHS } from "../../server/api/api-paths.ts";

export type Language = "en" | "hi";

export type ProductionRequest = {
  /** What is asked: "page home", "not-found team-member", "court-fee-calculator refusal below_range", "API POST /api/court-fee". */
  kind: string;
  /** The kind of request, for the counts: "page", "not-found", "result", "api". */
  group: "page" | "not-found" | "result" | "api";
  language: Language | null;
  method: "GET" | "POST";
  path: string;
  body?: string;
};

const languageOf = (path: string): Language => (path === HINDI_PREFIX || path.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en");

/** The page of the list a concrete path is, in either language. */
function pageOf(path: string): SitePage | undefined {
  const english = languageOf(path) === "hi" ? path.slice(HINDI_PREFIX.length) || "/" : path;
  return sitePages.find((page) => matchesPattern(page.path, english) && (languageOf(path) === "en" || page.hindi));
}

/** The values of reasons a zod enum or literal admits (the contract's refusal reasons). */
const valuesOf = (schema: { _zod: { values?: Set<unknown> } }): string[] => [...(schema._zod.values ?? [])].map(String);

/**
 * Amounts worth trying against the engine: each jurisdiction's table edges and one beyond them,
 * the bounds of the contract, and amounts it refuses.
 */
function candidateAmounts(): number[] {
  const edges = listJurisdictions().flatMap((j) =>
    [j.validFrom, j.validUpTo].filter((edge) => edge !== null).flatMap((edge) => [edge - 1, edge, edge + 1]),
  );
  return [...new Set([100_000, 1_500_000, ...edges, 1, 0, -5, 12.5, MAX_AMOUNT, MAX_AMOUNT + 1])];
}

/** Raw values a visitor or a link might put in a field of a result address (undefined: left out). */
const candidateValues: (string | undefined)[] = [
  undefined,
  "",
  "0",
  "-5",
  "12.5",
  "1,00,000",
  "1e5",
  "99999999999999999",
  "abc",
  "ZZ",
  "<b>",
  "five",
];

type Calculator = {
  /** A query the calculator answers with a fee. */
  fee(): Record<string, string>;
  /** For each refusal reason of the contract, an input of the engine that gives it, as an address's query. */
  refusals(): Map<string, Record<string, string> | null>;
  /** The messages the contract's form schema gives a query (empty: none). */
  messages(query: Record<string, string | undefined>): string[];
};

/** By the page's name in the list; a result page of the list without one here stops the check. */
const calculators = new Map<string, Calculator>(
  Object.entries({
    "court-fee-calculator": {
      fee: () => ({ state: "DL", amount: "1500000" }),
      refusals: () => {
        const found = new Map<string, Record<string, string> | null>(
          valuesOf(courtFeeRefusalSchema.shape.reason).map((reason) => [reason, null]),
        );
        for (const id of [...listJurisdictions().map((j) => j.id), "ZZ"]) {
          for (const amount of candidateAmounts()) {
            const result = computeCourtFee(id, amount);
            if (!result.ok && found.get(result.reason) === null) found.set(result.reason, { state: id, amount: String(amount) });
          }
        }
        return found;
      },
      messages: (query) => {
        const parsed = courtFeeFormSchema.safeParse({ state: query.state, amount_Court: query.amount });
        return parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
      },
    },
    "arbitration-fee-calculator": {
      fee: () => ({ amount: "2500000", counterClaim: "500000", tribunal: TRIBUNALS.at(-1) ?? "" }),
      refusals: () => {
        const found = new Map<string, Record<string, string> | null>(
          valuesOf(arbitrationRefusalSchema.shape.reason).map((reason) => [reason, null]),
        );
        for (const amount of candidateAmounts()) {
          const result = computeArbitrationFee({ amount, tribunal: TRIBUNALS[0] });
          if (!result.ok && found.get(result.reason) === null) found.set(result.reason, { amount: String(amount) });
        }
        return found;
      },
      messages: (query) => {
        const parsed = arbitrationFormSchema.safeParse({
          amount_Arbitration: query.amount,
          counterClaim: query.counterClaim,
          tribunal: query.tribunal,
        });
        return parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
      },
    },
  } satisfies Record<string, Calculator>),
);

const address = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return `${path}?${search}`;
};

/** Each calculator's result addresses in each language: a fee, each refusal reason, each distinct message. */
export function resultRequests(): ProductionRequest[] {
  const requests: ProductionRequest[] = [];
  for (const result of resultPages) {
    const page = pageOf(result.path);
    const calculator = page ? calculators.get(page.name) : undefined;
    if (!page || !calculator)
      throw new Error(`${result.path} takes a result query, and the production check has no inputs for its calculator.`);
    const language = languageOf(result.path);
    const ask = (kind: string, query: Record<string, string | undefined>) =>
      requests.push({ kind: `${page.name} ${kind}`, group: "result", language, method: "GET", path: address(result.path, query) });
    const fee = calculator.fee();
    ask("fee", fee);
    for (const [reason, query] of calculator.refusals()) {
      if (query === null)
        throw new Error(`No input found that the engine refuses with "${reason}" (${page.name}); add one to the candidates.`);
      ask(`refusal ${reason}`, query);
    }
    const seen = new Set<string>();
    for (const field of result.query) {
      for (const value of candidateValues) {
        const query = { ...fee, [field]: value };
        for (const message of calculator.messages(query)) {
          if (seen.has(message)) continue;
          seen.add(message);
          ask(`bad value (${message})`, query);
        }
      }
    }
  }
  return requests;
}

/** Every prerendered page (the build's own list, `prerendered`) and each section's not-found page. */
export function pageRequests(prerendered: readonly string[]): ProductionRequest[] {
  const requests: ProductionRequest[] = [];
  for (const path of prerendered) {
    const page = pageOf(path);
    const notFound = path.endsWith("/404") || /\/not-found(\/|$)/.test(path);
    requests.push({
      kind: notFound ? `not-found ${page?.name ?? "page"}` : `page ${page?.name ?? path}`,
      group: notFound ? "not-found" : "page",
      language: languageOf(path),
      method: "GET",
      path,
    });
  }
  // Every page of the list, in each language it has, is among them.
  for (const page of sitePages) {
    for (const pattern of page.hindi ? [page.path, hindiPathOf(page.path)] : [page.path]) {
      // The Hindi library's later pages exist only once the summaries fill more than one page: a
      // build may rightly have none, and asks for those it has among the prerendered pages above.
      const mayHaveNone = pattern !== page.path && page.hindiEntries !== undefined;
      if (!mayHaveNone && !prerendered.some((path) => matchesPattern(pattern, path)))
        throw new Error(`The build's list of pages has no ${pattern}: the production check would not ask for it.`);
    }
    // An unknown value of a section with its own not-found page: answered 404 from it.
    if (page.notFound) {
      requests.push({
        kind: `not-found ${page.name}`,
        group: "not-found",
        language: "en",
        method: "GET",
        path: fillPath(page.path, {}, "no-such-value"),
      });
    }
  }
  for (const path of ["/no-such-page", hindiPathOf("/no-such-page")])
    requests.push({ kind: "not-found page", group: "not-found", language: languageOf(path), method: "GET", path });
  return requests;
}

/** A sound and an unsound body for each calculation of the API. */
const postBodies = {
  [API_PATHS.legacyCourtFee]: { amount: 100_000, statename: "Delhi", statecode: "DL" },
  [API_PATHS.legacyArbitration]: { amount: 2_500_000 },
  [API_PATHS.courtFee]: { jurisdiction: "DL", amount: 1_500_000 },
  [API_PATHS.arbitration]: { amount: 2_500_000, counterClaim: 500_000, tribunal: "three" },
} satisfies Record<(typeof POST_PATHS)[number], object>;

export function apiRequests(): ProductionRequest[] {
  return [
    ...[...GET_PATHS, "/healthz"].map((path): ProductionRequest => ({
      kind: `API GET ${path}`,
      group: "api",
      language: null,
      method: "GET",
      path,
    })),
    ...POST_PATHS.flatMap((path): ProductionRequest[] => [
      { kind: `API POST ${path}`, group: "api", language: null, method: "POST", path, body: JSON.stringify(postBodies[path]) },
      {
        kind: `API POST ${path} (bad body)`,
        group: "api",
        language: null,
        method: "POST",
        path,
        body: JSON.stringify({ amount: "1,00,000" }),
      },
    ]),
  ];
}

/** "page: en 60, hi 20; result: en 24, hi 24; …": the counts by group and language. */
export function countsOf(requests: readonly ProductionRequest[]): string {
  const counts = new Map<string, Map<string, number>>();
  for (const request of requests) {
    const byLanguage = counts.get(request.group) ?? new Map<string, number>();
    const language = request.language ?? "any";
    byLanguage.set(language, (byLanguage.get(language) ?? 0) + 1);
    counts.set(request.group, byLanguage);
  }
  return [...counts]
    .map(([group, byLanguage]) => `${group}: ${[...byLanguage].map(([language, n]) => `${language} ${n}`).join(", ")}`)
    .join("; ");
}
