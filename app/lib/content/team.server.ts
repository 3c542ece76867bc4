import { renderMdx } from "./mdx.server";
import { assertUnique, parseFrontmatter } from "./parse";
import { type TeamMemberFields, teamMemberSchema } from "./schemas";

const files = import.meta.glob<string>("/content/team/*.mdx", { query: "?raw", import: "default", eager: true });

export type TeamMember = TeamMemberFields & { overviewHtml: string };

const entries = Object.entries(files)
  .map(([file, source]) => ({ file, ...parseFrontmatter(teamMemberSchema, source, file) }))
  .sort((a, b) => a.data.id - b.data.id);
assertUnique(entries.map((e) => e.data), (m) => m.id, entries.map((e) => e.file), "team member id");

/** Card fields of every member, in id order (the Managing Partner first). */
export function listTeam(): TeamMemberFields[] {
  return entries.map((e) => e.data);
}

export async function getTeamMember(id: number): Promise<TeamMember | null> {
  const entry = entries.find((e) => e.data.id === id);
  if (!entry) return null;
  const { html } = await renderMdx(entry.body, entry.file);
  return { ...entry.data, overviewHtml: html };
}

export function teamMemberName(id: number): string | undefined {
  return entries.find((e) => e.data.id === id)?.data.name;
}
