import type { ReactNode } from "react";
import { href } from "react-router";
import { ArrowLeftIcon, LinkedInIcon, MailIcon } from "~/components/layout/icons";
import { Picture } from "~/components/ui/picture";
import type { TeamMember } from "~/lib/content/team.server";
import { Prose } from "./prose";

function ListBlock({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <section>
      <h2 className="text-xl font-semibold text-navy">{heading}</h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

const linkClass = "inline-flex min-h-11 max-w-full items-center gap-2 font-medium text-navy hover:text-teal hover:underline";

/** `children` follow the profile's sections: the member's articles. */
export function MemberProfile({ member, vCardUrl, children }: { member: TeamMember; vCardUrl: string; children?: ReactNode }) {
  return (
    <article className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[20rem_1fr] lg:py-20">
      {/* The hero names the member and the designation; the portrait sits beside the contacts on a phone, above them wider. */}
      <aside className="grid grid-cols-[7.5rem_1fr] items-start gap-x-5 gap-y-4 sm:grid-cols-[12rem_1fr] lg:block lg:space-y-4">
        <Picture
          kind="team"
          name={member.image}
          alt={`Monogram portrait of ${member.name}`}
          sizes="(min-width: 1024px) 20rem, (min-width: 640px) 12rem, 7.5rem"
          className="h-auto w-full rounded-xl shadow-md"
        />
        <ul className="min-w-0">
          <li>
            <a href={`mailto:${member.email}`} className={linkClass}>
              <MailIcon className="size-5 shrink-0 text-brass-deep" />
              {/* A long address breaks before its "@", not inside a word. */}
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {member.email.split("@")[0]}
                <wbr />@{member.email.split("@").slice(1).join("@")}
              </span>
            </a>
          </li>
          {member.linkedin ? (
            <li>
              <a href={member.linkedin} target="_blank" rel="noopener noreferrer" className={linkClass} data-testid="member-linkedin">
                <LinkedInIcon className="size-5 text-brass-deep" />
                LinkedIn profile
                <span className="sr-only"> of {member.name} (opens in a new tab)</span>
              </a>
            </li>
          ) : null}
          <li>
            <a href={vCardUrl} download className={linkClass}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 text-brass-deep" fill="none" stroke="currentColor" strokeWidth="1.8">
                <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
              </svg>
              Save contact (vCard)
            </a>
          </li>
        </ul>
        <a href={href("/team")} className={`${linkClass} col-span-2`} data-testid="back-to-team">
          <ArrowLeftIcon className="size-5 text-brass-deep" />
          Back to the team
        </a>
      </aside>
      <div className="space-y-10">
        <section>
          <h2 className="text-xl font-semibold text-navy">Overview</h2>
          <Prose html={member.overviewHtml} className="mt-3" />
        </section>
        <div className="grid gap-10 md:grid-cols-2">
          <ListBlock heading="Education" items={member.education} />
          <section>
            <h2 className="text-xl font-semibold text-navy">Bar Admission</h2>
            <p className="mt-3">{member.barAdmission}</p>
          </section>
          {member.association.length > 0 ? <ListBlock heading="Association" items={member.association} /> : null}
        </div>
        {children}
      </div>
    </article>
  );
}
