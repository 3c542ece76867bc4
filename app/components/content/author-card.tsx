import { href } from "react-router";
import { Picture } from "~/components/ui/picture";
import type { TeamMemberFields } from "~/lib/content/schemas";

/** The short card an article ends with: who wrote it, linking to their page. */
export function AuthorCard({ author }: { author: Pick<TeamMemberFields, "id" | "name" | "designation" | "image"> }) {
  return (
    <section aria-labelledby="about-the-author" className="mt-12 flex items-center gap-5 rounded-xl border border-parchment bg-white p-5 print:hidden" data-testid="author-card">
      <Picture kind="team" name={author.image} alt="" sizes="5rem" className="h-auto w-20 shrink-0 rounded-lg" />
      <div>
        <h2 id="about-the-author" className="text-sm tracking-wide text-slate uppercase">
          About the author
        </h2>
        <p className="mt-1 text-lg font-semibold text-navy">{author.name}</p>
        <p className="text-slate">{author.designation}</p>
        <a href={href("/team/:id", { id: String(author.id) })} className="mt-1 inline-flex min-h-11 items-center font-semibold text-teal underline underline-offset-2">
          Profile and articles<span className="sr-only"> of {author.name}</span>
        </a>
      </div>
    </section>
  );
}
