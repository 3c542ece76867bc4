import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { loadPage } from "~/lib/content/pages.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/arbitration-fee-calculator";

export function loader() {
  return { page: loadPage("arbitration-fee-calculator") };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({ title: pageTitle(loaderData.page.title), description: loaderData.page.description, path: "/calculator/arbitration-fee-calculator" });

export default function Calculator({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <p>{page.panelText}</p>
      </div>
    </>
  );
}
