import {
  href,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import devanagariFont from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { Toaster } from "./components/ui/toaster";
import { disclaimerHeadScript } from "./features/disclaimer/disclaimer-cookie";
import { DisclaimerGate, siteShellId } from "./features/disclaimer/disclaimer-gate";
import { NotFoundView } from "./components/content/not-found-view";
import { loadPage } from "./lib/content/pages.server";
import { feedLinks, feedTitle } from "./lib/feeds";
import { loadPageTexts } from "./lib/content/translations.server";
import { languageTag, localeOfPath, localizedPath } from "./lib/i18n/locale";
import { TranslationsProvider, useLocale, useT } from "./lib/i18n/translations";
import { localeOf } from "./lib/seo";
import { useRouteChangeEffects } from "./lib/use-route-change-effects";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Feed readers find the publications' feeds from any page of the site.
  ...feedLinks.map((feed) => ({ rel: "alternate", type: feed.type, href: feed.path, title: `${feedTitle} (${feed.format})` })),
];

/**
 * The layout's texts in the page's language, and the not-found copy, which travels with every page
 * so that a failed client navigation can show it too.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return { notFound: loadPage("not-found", locale), texts: loadPageTexts(locale, "layout", "disclaimer") };
}

/** The layout's texts change only with the language: reload them when a link crosses from one to the other. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const locale = useLocale();
  return (
    <html lang={languageTag[locale]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e1a2b" />
        <script dangerouslySetInnerHTML={{ __html: disclaimerHeadScript }} />
        <noscript>
          {/* Without script: no gate, and no controls that need script (more in app.css, "scripting: none"). */}
          <style>{".disclaimer-gate,.js-only{display:none!important}"}</style>
        </noscript>
        <Meta />
        <Links />
        {/* The Devanagari face (app.css) on Hindi pages only, fetched with the stylesheet rather than after it. */}
        {locale === "hi" ? <link rel="preload" href={devanagariFont} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
      </head>
      <body>
        <TranslationsProvider texts={rootData?.texts}>
          <div id={siteShellId}>
            <SkipLink />
            <SiteHeader />
            <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
              {children}
            </main>
            <SiteFooter />
          </div>
          <DisclaimerGate />
          <LocalizedToaster />
        </TranslationsProvider>
        <Scripts />
      </body>
    </html>
  );
}

function LocalizedToaster() {
  const t = useT();
  return (
    <Toaster
      closeLabel={t("layout.toast.close")}
      label={t("layout.toast.label")}
      // Radix puts the keyboard shortcut in place of {hotkey}.
      regionLabel={t("layout.toast.region", { hotkey: "{hotkey}" })}
    />
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
  useRouteChangeEffects();
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
