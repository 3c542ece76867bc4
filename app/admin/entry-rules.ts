import type { z } from "zod";
import { hindiSummarySchema, summaryTextProblems } from "~/lib/content/hindi-summaries";
import { mdxProblems } from "~/lib/content/mdx-check";
import { schemaProblems } from "~/lib/content/problems";
import {
  articleSchema,
  eventsSchema,
  mediaReportsSchema,
  pageSchemas,
  serviceSchema,
  tagsSchema,
  teamMemberSchema,
  topicsSchema,
  translationKinds,
  translationTreeSchema,
} from "~/lib/content/schemas";

/**
 * Which schema of app/lib/content/schemas.ts checks a file the browser editor saves, found by the
 * file's path as the build finds it (content-tree.server.ts). MDX files keep their text in `body`,
 * which the schemas do not see.
 */
export type EntryRule = { schema: z.ZodType; mdx: boolean; hindiSummary?: true };

const pageName = (name: string) => (name in pageSchemas ? (name as keyof typeof pageSchemas) : null);

export function ruleForPath(path: string): EntryRule | null {
  if (/^content\/articles\/[^/]+\.mdx$/.test(path)) return { schema: articleSchema, mdx: true };
  if (/^content\/team\/[^/]+\.mdx$/.test(path)) return { schema: teamMemberSchema, mdx: true };
  if (/^content\/services\/(hi\/)?[^/]+\.mdx$/.test(path)) return { schema: serviceSchema, mdx: true };
  if (/^content\/articles\/hi\/[^/]+\.yaml$/.test(path)) return { schema: hindiSummarySchema, mdx: false, hindiSummary: true };
  const fixed: Record<string, z.ZodType> = {
    "content/events.yaml": eventsSchema,
    "content/media-reports.yaml": mediaReportsSchema,
    "content/topics.yaml": topicsSchema,
    "content/tags.yaml": tagsSchema,
  };
  if (fixed[path]) return { schema: fixed[path], mdx: false };
  const page = /^content\/pages\/(?:hi\/)?([a-z-]+)\.yaml$/.exec(path);
  const name = page?.[1] ? pageName(page[1]) : null;
  if (name) return { schema: pageSchemas[name], mdx: false };
  const translation = /^content\/translations\/(?:en|hi)\/([a-z-]+)\.yaml$/.exec(path);
  if (translation && (translationKinds as readonly string[]).includes(translation[1] ?? ""))
    return { schema: translationTreeSchema, mdx: false };
  return null;
}

/** A new entry of a folder collection may not have its path yet when it is checked: its folder and extension. */
const folders: Record<string, [string, string]> = {
  articles: ["content/articles", "mdx"],
  team: ["content/team", "mdx"],
  summaries: ["content/articles/hi", "yaml"],
};

/** The path the build will name: the entry's own, or its folder and slug for a new one. */
export function entryPath(entry: { path?: string; collection?: string; slug?: string }): string {
  if (entry.path) return entry.path;
  const [folder, extension] = folders[entry.collection ?? ""] ?? [];
  return folder ? `${folder}/${entry.slug || "(new entry)"}.${extension}` : `(${entry.collection ?? "unknown"})`;
}

/**
 * Empty optional fields are left out of the file rather than written as "" or null (Decap writes
 * both; Sveltia writes ""). Lists are kept: an empty list is a value the schemas accept or refuse.
 */
export function omitEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null && item !== "").map(omitEmpty);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== "" && item !== null && item !== undefined)
      .map(([key, item]) => [key, omitEmpty(item)]),
  );
}

export type SaveCheck = { data: Record<string, unknown>; problems: string[] };

/**
 * The content check of an MDX file's texts (app/lib/content/mdx-check.ts), worded as the build
 * words it. The build counts the body's lines from the top of the file, below the frontmatter the
 * editor has yet to write; here they are counted from the body's first line, and said so.
 */
function mdxTextProblems(path: string, fields: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (typeof fields.body === "string") problems.push(...mdxProblems(fields.body).map((problem) => `${path}: the text's ${problem}`));
  const updates = Array.isArray(fields.updates) ? (fields.updates as unknown[]) : [];
  updates.forEach((update, i) => {
    const text = typeof update === "object" && update !== null ? (update as { text?: unknown }).text : undefined;
    if (typeof text === "string") problems.push(...mdxProblems(text).map((problem) => `${path}: updates[${i}].text: ${problem}`));
  });
  return problems;
}

/**
 * The data the editor will write (empty optional fields left out) and the problems the build would
 * report for it: the same schema and the same content check, with the same message. References
 * between files (an author on the team, a known topic) are chosen from lists in the editor and
 * checked again by CI.
 */
export function checkSave(entry: { path?: string; collection?: string; slug?: string }, data: Record<string, unknown>): SaveCheck {
  const path = entryPath(entry);
  const cleaned = omitEmpty(data) as Record<string, unknown>;
  const rule = ruleForPath(path);
  if (!rule) return { data: cleaned, problems: [] };
  if (rule.hindiSummary) {
    // A summary's texts are checked as the build checks them (hindi-summaries.ts); whether its updates
    // match the article's, and its English the article's words, CI checks against the article.
    const { data, problems } = schemaProblems(hindiSummarySchema, cleaned, path);
    return { data: cleaned, problems: [...problems, ...(data ? summaryTextProblems(data).map((problem) => `${path}: ${problem}`) : [])] };
  }
  if (!rule.mdx) return { data: cleaned, problems: schemaProblems(rule.schema, cleaned, path).problems };
  const { body: _body, ...fields } = cleaned;
  return { data: cleaned, problems: [...schemaProblems(rule.schema, fields, path).problems, ...mdxTextProblems(path, cleaned)] };
}
