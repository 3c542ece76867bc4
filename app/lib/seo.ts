import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { type Locale, counterparts, languageTag, localeOfPath, localizedPath, openGraphLocale } from "~/lib/i18n/locale";

type SeoInput = {
  /** The full browser title. */
  title: string;
  description: string;
  /** Canonical path of the English page, e.g. "/team/3"; the Hindi page's is derived from it. */
  path: string;
  /** The page's language (default English). */
  locale?: Locale;
  type?: "website" | "article" | "profile";
  image?: string;
  imageAlt?: string;
  /** The page in both languages, for a page that has a counterpart only for some content (an article with a Hindi summary). */
  counterparts?: Record<Locale, string> | null;
};

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

/** The language of the page a loader runs for, from its address. */
export function localeOf(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** hreflang links to both languages' pages and x-default (the English one), for pages that have both. */
export function alternateLinks(englishPath: string, known: Record<Locale, string> | null = null): MetaDescriptor[] {
  const pair = counterparts(englishPath) ?? known;
  if (!pair) return [];
  return [
    { tagName: "link", rel: "alternate", hrefLang: languageTag.en, href: absoluteUrl(pair.en) },
    { tagName: "link", rel: "alternate", hrefLang: languageTag.hi, href: absoluteUrl(pair.hi) },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(pair.en) },
  ];
}

/** Title, description, canonical URL, Open Graph and Twitter card for one page. */
export function seoMeta({
  title,
  description,
  path,
  locale = "en",
  type = "website",
  image = "/img/brand/share.png",
  imageAlt,
  counterparts: known = null,
}: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(known ? known[locale] : localizedPath(path, locale));
  const imageUrl = absoluteUrl(image);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    ...alternateLinks(path, known),
    { property: "og:locale", content: openGraphLocale[locale] },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: imageAlt ?? site.name },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}
