import { href, isRouteErrorResponse, Links, Meta, Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { DisclaimerGate } from "./features/disclaimer/disclaimer-gate";
import headScript from "./browser/head.ts?inline-script";
import siteModule, { preloads as siteModuleImports } from "./browser/site.ts?browser-module";
import { NotFoundView } from "./components/content/not-found-view";
import { loadPage } from "./lib/content/pages.server";
import { feedLinks, feedTitle } from "./lib/feeds";
import { loadPageTexts } from "./lib/content/translations.server";
import { languageTag, localeOfPath, localizedPath } from "./lib/i18n/locale";
import { LocaleProvider, TranslationsProvider, useLocale, useT } from "./lib/i18n/translations";
import { localeOf } from "./lib/seo";
import { speculationRulesText } from "../core/html/inline-scripts";
import { NO_SCRIPT_STYLE } from "../core/html/inline-styles";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Feed readers find the publications' feeds from any page of the site.
  ...feedLinks.map((feed) => ({ rel: "alternate", type: feed.type, href: feed.path, title: `${feedTitle} (${feed.format})` })),
];

/** The layout's texts in the page's language, and the not-found copy, which the error boundary shows for a 404. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return { notFound: loadPage("not-found", locale), texts: loadPageTexts(locale, "layout", "disclaimer") };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const locale = localeOfPath(useLocation().pathname);
  return (
    <html lang={languageTag[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e1a2b" />
        {/* Before the first paint: the disclaimer's gate, the same text on every page (app/browser/head.ts). */}
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        {/* Everything else: one module, cached after the first page (app/browser/site.ts). */}
        <script type="module" src={siteModule} />
        {/* The chunks it shares with the islands, fetched beside it rather than after it. */}
        {siteModuleImports.map((chunk) => (
          <link key={chunk} rel="modulepreload" href={chunk} />
        ))}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRulesText }} />
        <noscript>
          {/* Without script: no controls that need script (more in app.css, "scripting: none"). */}
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
        <Meta />
        <Links />
      </head>
      <body>
        <LocaleProvider value={locale}>
          <TranslationsProvider texts={rootData?.texts}>
            {/* First in the body, so that the head's script opens it before anything behind it is drawn. */}
            <DisclaimerGate />
            <div id="site-shell">
              <SkipLink />
              <SiteHeader />
              <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
                {children}
              </main>
              <SiteFooter />
            </div>
          </TranslationsProvider>
        </LocaleProvider>
      </body>
    </html>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-ivory px-4 py-2 font-semibold text-navy focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t("layout.skipToContent")}
    </a>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  if (isRouteErrorResponse(error) && error.status === 404 && rootData) return <NotFoundView page={rootData.notFound} />;
  console.error(error);
  return <ErrorView />;
}

/** The error page in the page's language, from the layout's texts (layout.yaml, `error`). */
function ErrorView() {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="mx-auto max-w-3xl px-4 pt-32 pb-20">
      <h1 className="text-3xl font-semibold text-navy">{t("layout.error.heading")}</h1>
      <p className="mt-4">{t("layout.error.text")}</p>
      <a className="mt-6 inline-block font-semibold text-teal underline" href={localizedPath(href("/"), locale)}>
        {t("layout.error.home")}
      </a>
    </section>
  );
}
