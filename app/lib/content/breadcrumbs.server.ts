import { type Locale, localizedPath } from "~/lib/i18n/locale";
import { type Crumb, breadcrumbJsonLd } from "../structured-data";
import { loadTranslations } from "./translations.server";

/**
 * A page's BreadcrumbList in the page's language: the home page named as the layout names it
 * (layout.nav.home), every crumb's English path turned into the page's language's address.
 */
export function localizedBreadcrumbs(locale: Locale, crumbs: readonly Crumb[]) {
  const home = loadTranslations(locale, "layout")["layout.nav.home"] ?? "Home";
  return breadcrumbJsonLd(
    crumbs.map((crumb) => ({ name: crumb.name, path: localizedPath(crumb.path, locale) })),
    { name: home, path: localizedPath("/", locale) },
  );
}
