import { Link, href } from "react-router";
import { Picture } from "~/components/ui/picture";
import type { TeamMemberFields } from "~/lib/content/schemas";

export function TeamCard({ member, priority = false }: { member: TeamMemberFields; priority?: boolean }) {
  return (
    <li>
      <Link
        to={href("/team/:id", { id: String(member.id) })}
        className="group block overflow-hidden rounded-xl border border-parchment bg-white shadow-sm transition-shadow hover:shadow-lg"
      >
        <Picture
          kind="team"
          name={member.image}
          alt={`Monogram portrait of ${member.name}`}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw"
          priority={priority}
          className="aspect-[4/5] h-auto w-full object-cover"
        />
        <div className="p-5">
          <h2 className="text-xl font-semibold text-navy group-hover:text-teal">{member.name}</h2>
          <p className="mt-1 text-slate">{member.designation}</p>
        </div>
      </Link>
    </li>
  );
}
