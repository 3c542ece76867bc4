import { href } from "react-router";
import { EventGallery } from "~/features/gallery/event-gallery";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { loadEvents } from "~/lib/content/lists.server";
import { loadPage } from "~/lib/content/pages.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/events";

export function loader() {
  return { page: loadPage("events"), events: loadEvents() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({ title: pageTitle(loaderData.page.title), description: loaderData.page.description, path: href("/events") });

export default function Events({ loaderData: { page, events } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      {events.sections.map((section, index) => (
        <EventGallery key={section.id} section={section} tone={index % 2 === 0 ? "plain" : "tinted"} />
      ))}
    </>
  );
}
