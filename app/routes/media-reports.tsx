import { href } from "react-router";
import { MediaReports } from "~/features/media-overlay/media-reports";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { loadMediaReports } from "~/lib/content/lists.server";
import { loadPage } from "~/lib/content/pages.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/media-reports";

export function loader() {
  return { page: loadPage("media-reports"), media: loadMediaReports() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({ title: pageTitle(loaderData.page.title), description: loaderData.page.description, path: href("/media-reports") });

export default function MediaReportsPage({ loaderData: { page, media } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <MediaReports reports={media.reports} />
    </>
  );
}
