import { Link } from "react-router";
import { Hero } from "~/components/layout/hero";
import { calculatorLinks, footerQuickLinks } from "~/config/navigation";
import type { PageContent } from "~/lib/content/schemas";

/** The designed not-found page: for unknown URLs and for unknown team or publication ids. */
export function NotFoundView({ page }: { page: PageContent<"not-found"> }) {
  return (
    <>
      <Hero heading={page.hero.heading} subtitle={page.hero.subtitle} image={page.hero.image} />
      <nav aria-label="Pages" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <ul className="flex flex-wrap gap-3">
          {[...footerQuickLinks, ...calculatorLinks].map((link) => (
            <li key={link.url}>
              <Link
                to={link.url}
                className="inline-flex min-h-11 items-center rounded-md border border-navy/20 bg-white px-5 font-medium text-navy hover:bg-parchment"
              >
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
