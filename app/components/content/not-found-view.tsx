import { Hero } from "~/components/layout/hero";
import { calculatorLinks, footerQuickLinks } from "~/config/navigation";
import type { PageContent } from "~/lib/content/schemas";
import { useNavLabels, useT } from "~/lib/i18n/translations";

/** The designed not-found page: for unknown URLs and for unknown team or publication ids. */
export function NotFoundView({ page }: { page: PageContent<"not-found"> }) {
  const t = useT();
  const localize = useNavLabels();
  return (
    <>
      <Hero heading={page.hero.heading} subtitle={page.hero.subtitle} image={page.hero.image} />
      <nav aria-label={t("layout.menu.pages")} className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <ul className="flex flex-wrap gap-3">
          {[...footerQuickLinks, ...calculatorLinks].map(localize).map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                className="inline-flex min-h-11 items-center rounded-md border border-navy/20 bg-white px-5 font-medium text-navy hover:bg-parchment"
              >
                {link.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
