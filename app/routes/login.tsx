import { href } from "react-router";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { SignInForm } from "~/features/sign-in/sign-in-form";
import { localizedBreadcrumbs } from "~/lib/content/breadcrumbs.server";
import { loadPage } from "~/lib/content/pages.server";
import { loadPageTexts } from "~/lib/content/translations.server";
import { TranslationsProvider } from "~/lib/i18n/translations";
import { localeOf, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/login";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const page = loadPage("login", locale);
  return {
    page,
    locale,
    texts: loadPageTexts(locale, "sign-in"),
    breadcrumbs: localizedBreadcrumbs(locale, [{ name: page.title, path: href("/login") }]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta({
    title: pageTitle(loaderData.page.title),
    description: loaderData.page.description,
    path: href("/login"),
    locale: loaderData.locale,
  }),
  { "script:ld+json": loaderData.breadcrumbs },
];

export default function Login({ loaderData: { page, texts } }: Route.ComponentProps) {
  return (
    <TranslationsProvider texts={texts}>
      <Hero {...page.hero} />
      <div className="mx-auto max-w-md px-4 py-14 sm:px-6">
        <SignInForm />
      </div>
    </TranslationsProvider>
  );
}
