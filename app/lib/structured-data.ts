import { calculatorLinks, footerQuickLinks, serviceLinks } from "~/config/navigation";
import { site } from "~/config/site";
import type { Messages } from "./i18n/translations";
import { absoluteUrl } from "./seo";

/**
 * The spec's LegalService record: address, contact point, sameAs and a catalogue of the pages,
 * described with the English layout texts (`layout.*` of content/translations/en/layout.yaml).
 */
export function legalServiceJsonLd(layout: Messages) {
  const text = (key: string) => layout[`layout.${key}`] ?? key;
  const { office } = site;
  const pages = [...footerQuickLinks, ...serviceLinks, ...calculatorLinks];
  return {
    "@context": "https://schema.org",
    "@type": "LegalService",
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/img/brand/logo.svg"),
    image: absoluteUrl("/img/brand/share.png"),
    description: text("footer.about"),
    foundingDate: String(site.foundedYear),
    email: site.email,
    telephone: site.phones.telephone.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: office.street,
      addressLocality: office.locality,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: office.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      telephone: site.phones.telephone.tel,
      contactType: "customer service",
      areaServed: "IN",
      availableLanguage: "en",
    },
    sameAs: [site.professionalNetwork.url],
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `${site.name}: pages`,
      itemListElement: pages.map((page) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: text(`nav.${page.key}`), url: absoluteUrl(page.url) },
      })),
    },
  };
}

export type Crumb = { name: string; path: string };

/** The page's place in the site, from the home page (in English unless given) down to the page itself. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], home: Crumb = { name: "Home", path: "/" }) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [home, ...crumbs].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
