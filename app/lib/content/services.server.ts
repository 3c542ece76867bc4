import type { Locale } from "../i18n/locale.ts";
import { contentTree } from "./content-source.server";
import type { ServiceFields } from "./schemas";

export type Service = ServiceFields & { html: string };

/** In the order the firm gave them (the `order` field). */
export function listServices(): ServiceFields[] {
  return contentTree().services.map((e) => e.data);
}

export async function getService(slug: string, locale: Locale = "en"): Promise<Service | null> {
  const tree = contentTree();
  const entry = (locale === "hi" ? tree.hindi.services : tree.services).find((e) => e.data.slug === slug);
  if (!entry) return null;
  return { ...entry.data, html: entry.html };
}
