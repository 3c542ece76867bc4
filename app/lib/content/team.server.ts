import { contentTree } from "./content-source.server";
import type { TeamMemberFields } from "./schemas";

export type TeamMember = TeamMemberFields & { overviewHtml: string };

/** Card fields of every member, in id order (the Managing Partner first). */
export function listTeam(): TeamMemberFields[] {
  return contentTree().team.map((e) => e.data);
}

export async function getTeamMember(id: number): Promise<TeamMember | null> {
  const entry = contentTree().team.find((e) => e.data.id === id);
  if (!entry) return null;
  return { ...entry.data, overviewHtml: entry.html };
}

export function teamMemberName(id: number): string | undefined {
  return contentTree().team.find((e) => e.data.id === id)?.data.name;
}
