import { href } from "react-router";
import { AddressCard } from "~/components/content/address-card";
import { ContactLinks } from "~/components/content/contact-links";
import { Hero } from "~/components/layout/hero";
import { pageTitle, site } from "~/config/site";
import { localizedBreadcrumbs } from "~/lib/content/breadcrumbs.server";
import { loadPage } from "~/lib/content/pages.server";
import { localeOf, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const page = loadPage("contact", locale);
  return { page, locale, breadcrumbs: localizedBreadcrumbs(locale, [{ name: page.title, path: href("/contact") }]) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta({
    title: pageTitle(loaderData.page.title),
    description: loaderData.page.description,
    path: href("/contact"),
    locale: loaderData.locale,
  }),
  { "script:ld+json": loaderData.breadcrumbs },
];

export default function Contact({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <p className="max-w-3xl text-lg">{page.intro}</p>
        <ContactLinks className="mt-6" />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <AddressCard heading={page.officeHeading} address={site.office} withMapLinks />
          <AddressCard heading={page.chamberHeading} address={site.chamber} withMapLinks />
        </div>
      </div>
    </>
  );
}
