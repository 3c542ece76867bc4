/**
 * A calculator's page as the browser gets it, for the calculators' component tests: the island's
 * markup and props as React's server writes them (island.tsx), the page's one `<toast-region>` run by
 * its element, and the island hydrated by the renderer's own half (hydrate-root.tsx), as the bundle
 * does. The island's requests are answered by the real fee API (server/api/register-api.ts) through
 * Fastify's `inject`: the same routes, validation, refusals and status codes as production, with no
 * socket. Chromium runs the same page in the journeys (tests/e2e/calculators.spec.ts).
 */
import type { ComponentType } from "react";
import { act } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, vi } from "vitest";
import { define, prefersReducedMotion, recordScrolling } from "~/browser/test-support/dom";
import { ToastRegion } from "~/components/ui/toast-region";
import { ToastRegion as ToastRegionElement } from "~/components/ui/toast-region-element";
import { loadPageTexts, loadTranslations } from "~/lib/content/translations.server";
import { hydrate } from "~/lib/hydrate-root";
import { LocaleProvider, TranslationsProvider } from "~/lib/i18n/translations";
import { type Locale, localizedPath } from "~/lib/i18n/locale";
import { Island, islandOf } from "~/lib/island";
import { HYDRATED_ATTRIBUTE, islandPropsId } from "~/lib/island-markers";
import { buildTestApp } from "../../../../server/api/test-support/build-test-app";
import type { CalculatorIsland } from "../calculator-islands";
import { arbitrationLoader, courtFeeLoader } from "../calculator-pages.server";
import ArbitrationCalculator, {
  type ArbitrationCalculatorProps,
  type ArbitrationTexts,
  shared as arbitrationShared,
} from "../island/arbitration-calculator.island";
import CourtFeeCalculator, {
  type CourtFeeCalculatorProps,
  type CourtFeeTexts,
  shared as courtFeeShared,
} from "../island/court-fee-calculator.island";
import { arbitrationPath, courtFeePath } from "../result-address";

define("toast-region", ToastRegionElement);
prefersReducedMotion(false);
/** The page's scrolling, recorded: jsdom lays nothing out. */
export const scrolling = recordScrolling();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The last step of a test can leave React its passive effects to run on a later task (a toast's
// root, the island's after a calculation): they run here, while the page still has its window,
// not after the test file's environment is gone.
afterEach(async () => {
  for (let task = 0; task < 3; task++) await new Promise((resolve) => setTimeout(resolve, 0));
});

/** The court-fee island for an address's query, its props and its language's texts: the feature's own loader, which the route and the server call. */
export const courtFeeIslandOf = (locale: Locale, query = ""): CalculatorIsland<CourtFeeCalculatorProps, CourtFeeTexts> =>
  courtFeeLoader({ locale, query: new URLSearchParams(query) });

/** The arbitration island for an address's query, its props and its language's texts: the feature's own loader, which the route and the server call. */
export const arbitrationIslandOf = (locale: Locale, query = ""): CalculatorIsland<ArbitrationCalculatorProps, ArbitrationTexts> =>
  arbitrationLoader({ locale, query: new URLSearchParams(query) });

export type FeeApi = {
  /** The POSTs the page sent to the fee API, by path. */
  posts: () => string[];
  /** From now on every request (or every one to `path`) fails as the browser's fetch does with no connection. */
  disconnect: (path?: string) => void;
  close: () => Promise<void>;
};

/** Answers the page's `fetch` with the real fee API, in process. */
export async function serveFeeApi(): Promise<FeeApi> {
  const api = await buildTestApp();
  const posts: string[] = [];
  let unreachable: (path: string) => boolean = () => false;
  vi.stubGlobal("fetch", async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (unreachable(new URL(url, "http://localhost").pathname)) throw new TypeError("Failed to fetch");
    const method = (init.method ?? "GET") as "GET" | "POST";
    if (method === "POST") posts.push(new URL(url, "http://localhost").pathname);
    const answer = await api.app.inject({
      method,
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      payload: typeof init.body === "string" ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(answer.body, { status: answer.statusCode, headers });
  });
  return {
    posts: () => [...posts],
    disconnect: (path) => {
      unreachable = (requested) => path === undefined || requested === path;
    },
    close: async () => {
      vi.unstubAllGlobals();
      await api.close();
    },
  };
}

/** A page as the server writes it, before its island's bundle has run: the island, and what the bundle would do. */
export type WrittenPage = { island: HTMLElement; hydrate: () => Promise<void> };

/**
 * Writes the page, as the server would for `address`, without hydrating its island: `Calculator`
 * rendered with the server's texts. Hydrated as the island's bundle does it, with the texts of the
 * page's language that `loadShared` loads (the island module's `shared`: the build's module of content/).
 */
function writeIsland<Props extends object, Texts>(
  Calculator: ComponentType<Props & { texts: Texts }>,
  { props, texts }: CalculatorIsland<Props, Texts>,
  loadShared: () => Promise<{ texts: Texts }>,
  locale: Locale,
  address: string,
): WrittenPage {
  window.history.replaceState(null, "", address);
  document.documentElement.lang = locale === "hi" ? "hi-IN" : "en-IN";
  document.body.innerHTML = renderToString(
    <LocaleProvider value={locale}>
      <TranslationsProvider texts={loadPageTexts(locale, "layout")}>
        <Island component={Calculator} when="idle" props={props} shared={{ texts }} />
        <ToastRegion />
      </TranslationsProvider>
    </LocaleProvider>,
  );
  const { id } = islandOf(Calculator);
  const island = document.getElementById(id)!;
  return {
    island,
    hydrate: async () => {
      // The props as the bundle reads them: the JSON beside the island, through the browser's parser.
      const sent = JSON.parse(document.getElementById(islandPropsId(id))!.textContent!) as Props;
      const shared = await loadShared();
      await act(async () => hydrate(island, Calculator, { ...shared, ...sent }));
      if (!island.hasAttribute(HYDRATED_ATTRIBUTE)) throw new Error(`The island ${id} did not hydrate`);
    },
  };
}

/** Writes the page, as the server would for `address`, and hydrates its island; resolves once it works. */
async function openIsland(page: WrittenPage, beforeHydration: () => void): Promise<HTMLElement> {
  beforeHydration();
  await page.hydrate();
  return page.island;
}

/** The court-fee page for `query` as the server writes it, its island not yet hydrated. */
export function writeCourtFeeCalculator(locale: Locale = "en", query = ""): WrittenPage {
  const address = `${localizedPath(courtFeePath, locale)}${query ? `?${query}` : ""}`;
  return writeIsland(CourtFeeCalculator, courtFeeIslandOf(locale, query), courtFeeShared[locale], locale, address);
}

/** `beforeHydration` acts on the page as the visitor can before the framework arrives (type into a field). */
export function openCourtFeeCalculator(locale: Locale = "en", query = "", beforeHydration = () => {}): Promise<HTMLElement> {
  return openIsland(writeCourtFeeCalculator(locale, query), beforeHydration);
}

export function openArbitrationCalculator(locale: Locale = "en", query = ""): Promise<HTMLElement> {
  const address = `${localizedPath(arbitrationPath, locale)}${query ? `?${query}` : ""}`;
  const page = writeIsland(ArbitrationCalculator, arbitrationIslandOf(locale, query), arbitrationShared[locale], locale, address);
  return openIsland(page, () => {});
}

/** The page's open toast, or null. */
export const openToast = (): HTMLElement | null => document.querySelector<HTMLElement>('toast-region [data-toasts] > [data-state="open"]');
/** The result panel under the form, or null. */
export const resultPanel = (): HTMLElement | null => document.querySelector<HTMLElement>('[data-testid="fee-result"]');
/** The messages shown under a field (Field renders them in `#<id>-error`). */
export const fieldErrors = (id: string): string[] => [...document.querySelectorAll(`#${id}-error li`)].map((li) => li.textContent ?? "");

const hindi = loadTranslations("hi", "calculators");
/** A Hindi calculator text that must exist: a missing key fails here, never matches an empty string. */
export function hiText(key: string): string {
  const text = hindi[`calculators.${key}`];
  if (text === undefined) throw new Error(`No Hindi text calculators.${key}`);
  return text;
}

/** Resolves once `check` passes, as the page answers after the API's reply and React's render. */
export async function eventually(check: () => void): Promise<void> {
  await vi.waitFor(check, { timeout: 5_000, interval: 10 });
}
