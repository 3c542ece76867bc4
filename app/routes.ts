import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { HINDI_PREFIX, notFoundModule, sitePages } from "../core/routing/site-pages.ts";

/**
 * The route table, derived from the one list of pages (core/routing/site-pages.ts). A page in both
 * languages is routed twice from the same module; its Hindi route's id takes "hi-" (a module used
 * twice needs its own id each time), and the page's language comes from its address
 * (app/lib/i18n/locale.ts).
 */
const routeOf = (idPrefix: string) => (page: (typeof sitePages)[number]) => {
  const id = { id: `${idPrefix}${page.name}` };
  const module = idPrefix === "hi-" ? (page.hindiModule ?? page.module) : page.module;
  return page.path === "/" ? index(module, id) : route(page.path.slice(1), module, id);
};

export default [
  ...sitePages.map(routeOf("")),
  ...prefix(HINDI_PREFIX.slice(1), [
    ...sitePages.filter((page) => page.hindi).map(routeOf("hi-")),
    route("*", notFoundModule, { id: "hi-not-found" }),
  ]),
  route("*", notFoundModule, { id: "not-found" }),
] satisfies RouteConfig;
