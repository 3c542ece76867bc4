import { NotFoundView } from "~/components/content/not-found-view";
import { pageTitle } from "~/config/site";
import { loadPage } from "~/lib/content/pages.server";
import { localeOf } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return { page: loadPage("not-found", localeOf(request)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData.page.title) },
  { name: "description", content: loaderData.page.description },
  { name: "robots", content: "noindex" },
];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundView page={loaderData.page} />;
}
