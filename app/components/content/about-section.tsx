import { href } from "react-router";
import { Picture } from "~/components/ui/picture";
import type { PageContent } from "~/lib/content/schemas";
import { localizedPath } from "~/lib/i18n/locale";
import { useLocale, useT } from "~/lib/i18n/translations";
import { MixedText } from "~/lib/i18n/mixed-text";
import { ContactLinks } from "./contact-links";

export function AboutSection({ about }: { about: PageContent<"home">["about"] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="about-heading" className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_22rem] lg:py-24">
      <div>
        <h2 id="about-heading" className="text-3xl font-semibold text-navy sm:text-4xl">
          {about.heading}
        </h2>
        <div className="prose-legal mt-6">
          {about.paragraphs.map((p) => (
            <p key={p}>
              <MixedText text={p} />
            </p>
          ))}
        </div>
        <a href={localizedPath(href("/contact"), locale)} className="mt-8 inline-flex min-h-11 items-center rounded-md bg-navy px-6 font-semibold text-ivory hover:bg-ink">
          {t("layout.contact.contactUs")}
        </a>
        <ContactLinks withNetwork className="mt-8 border-t border-parchment pt-6" />
      </div>
      <div className="hidden lg:block">
        <Picture kind="site" name={about.image} alt={about.imageAlt} sizes="22rem" className="h-auto w-full rounded-xl shadow-lg" />
      </div>
    </section>
  );
}
