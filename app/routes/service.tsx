import { href } from "react-router";
import { ArticleLinkList } from "~/components/content/article-link-list";
import { PracticeDomains } from "~/components/content/practice-domains";
import { Prose } from "~/components/content/prose";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { articlesForService } from "~/lib/content/articles.server";
import { localizedBreadcrumbs } from "~/lib/content/breadcrumbs.server";
import { loadPage } from "~/lib/content/pages.server";
import { getService } from "~/lib/content/services.server";
import { useT } from "~/lib/i18n/translations";
import { localeOf, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/service";

/** One module serves the seven practice pages; the path's last segment names the content file. */
export async function loader({ url, request }: Route.LoaderArgs) {
  const slug = url.pathname.split("/").filter(Boolean).pop() ?? "";
  const locale = localeOf(request);
  const service = await getService(slug, locale);
  if (!service) throw new Response("Not found", { status: 404 });
  const breadcrumbs = localizedBreadcrumbs(locale, [{ name: service.title, path: href(`/services/${service.slug}`) }]);
  return { service, articles: articlesForService(service.slug), page: loadPage("services", locale), locale, breadcrumbs };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta({
    title: pageTitle(loaderData.service.title),
    description: loaderData.service.summary,
    path: href(`/services/${loaderData.service.slug}`),
    locale: loaderData.locale,
  }),
  { "script:ld+json": loaderData.breadcrumbs },
];

export default function Service({ loaderData: { service, articles, page, locale } }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      {/* The hero is headed "Services" (the spec's); its standfirst is the practice's summary, so the page's own heading, below, is said once. */}
      <Hero heading={page.hero.heading} subtitle={service.summary} image={page.hero.image} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_22rem] lg:py-20">
        <div className="min-w-0">
          <h2 className="text-3xl font-semibold text-navy">{service.title}</h2>
          <Prose html={service.html} className="mt-6 max-w-3xl" />
          <div className="mt-12 max-w-3xl">
            {/* The articles are English: a Hindi page says so in the heading and marks the list; the dates are the page's. */}
            <ArticleLinkList
              heading={t("layout.page.articles")}
              headingId="service-articles"
              articles={articles}
              lang={locale === "en" ? undefined : "en"}
              dateLanguage={locale}
            />
          </div>
        </div>
        {service.domains.length > 0 ? (
          <div>
            <PracticeDomains domains={service.domains} />
          </div>
        ) : null}
      </div>
    </>
  );
}
