import { listTeam } from "~/lib/content/team.server";
import { vCard, vCardFileName } from "~/lib/vcard";
import type { Route } from "./+types/team-vcard";

/** A resource route, prerendered to /vcards/<name>.vcf for each member. */
export function loader({ params }: Route.LoaderArgs) {
  const member = listTeam().find((m) => vCardFileName(m.image) === params.file);
  if (!member) throw new Response("Not found", { status: 404 });
  return new Response(vCard(member), { headers: { "Content-Type": "text/vcard; charset=utf-8" } });
}
