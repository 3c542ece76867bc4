import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";

type SeoInput = {
  /** The full browser title. */
  title: string;
  description: string;
  /** Canonical path, e.g. "/team/3". */
  path: string;
  type?: "website" | "article" | "profile";
  image?: string;
  imageAlt?: string;
};

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

/** Title, description, canonical URL, Open Graph and Twitter card for one page. */
export function seoMeta({
  title,
  description,
  path,
  type = "website",
  image = "/img/brand/share.png",
  imageAlt,
}: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_IN" },
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
