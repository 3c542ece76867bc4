import { renderMdx } from "./mdx.server";
import { assertUnique, parseFrontmatter } from "./parse";
import { type ServiceFields, serviceSchema } from "./schemas";

const files = import.meta.glob<string>("/content/services/*.mdx", { query: "?raw", import: "default", eager: true });

const entries = Object.entries(files)
  .map(([file, source]) => ({ file, ...parseFrontmatter(serviceSchema, source, file) }))
  .sort((a, b) => a.data.order - b.data.order);
assertUnique(entries.map((e) => e.data), (s) => s.slug, entries.map((e) => e.file), "service slug");

export type Service = ServiceFields & { html: string };

export function listServices(): ServiceFields[] {
  return entries.map((e) => e.data);
}

export async function getService(slug: string): Promise<Service | null> {
  const entry = entries.find((e) => e.data.slug === slug);
  if (!entry) return null;
  return { ...entry.data, html: (await renderMdx(entry.body, entry.file)).html };
}
