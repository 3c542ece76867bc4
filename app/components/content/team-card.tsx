import { href } from "react-router";
import { Picture } from "~/components/ui/picture";
import { designationKey } from "~/lib/content/localized";
import type { TeamMemberFields } from "~/lib/content/schemas";
import { languageTag } from "~/lib/i18n/locale";
import { MixedText } from "~/lib/i18n/mixed-text";
import { useLocale, useT } from "~/lib/i18n/translations";

/**
 * A member's card, linking to their profile. The profiles are in English only: on a Hindi page the
 * card says so and its link is marked as leading to an English page. Names stay as written.
 */
export function TeamCard({ member, priority = false }: { member: TeamMemberFields; priority?: boolean }) {
  const t = useT();
  const hindi = useLocale() === "hi";
  return (
    <li>
      <a
        href={href("/team/:id", { id: String(member.id) })}
        hrefLang={hindi ? languageTag.en : undefined}
        className="group flex h-full items-center overflow-hidden rounded-xl border border-parchment bg-white shadow-sm transition-shadow hover:shadow-lg md:block"
      >
        {/* One column on a phone (the spec's): the portrait beside the name, so nine members are a short list, not nine screens. */}
        <Picture
          kind="team"
          name={member.image}
          alt={t("lists.team.portraitAlt", { name: member.name })}
          sizes="(min-width: 1024px) 22rem, (min-width: 768px) 45vw, 7rem"
          priority={priority}
          className="aspect-[4/5] h-auto w-28 shrink-0 object-cover md:w-full"
        />
        <div className="min-w-0 p-5">
          <h2 className="text-xl font-semibold text-navy group-hover:text-teal">
            <MixedText text={member.name} />
          </h2>
          <p className="mt-1 text-slate">{t(designationKey[member.designation])}</p>
          {hindi ? <p className="mt-3 font-semibold text-teal underline underline-offset-2">{t("lists.team.profile")}</p> : null}
        </div>
      </a>
    </li>
  );
}
