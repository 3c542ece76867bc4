import type { PageContent } from "~/lib/content/schemas";
import { useT } from "~/lib/i18n/translations";
import { ContactLinks } from "./contact-links";

export function CareerCards({ cards }: { cards: PageContent<"career">["cards"] }) {
  const t = useT();
  return (
    <section aria-label={t("layout.page.workingWithUs")} className="bg-parchment/60">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-3 lg:py-20">
        {cards.map((card) => (
          <li key={card.title} className="flex flex-col rounded-xl border border-parchment bg-white p-6 shadow-sm">
            <h2 className="text-xl font-semibold text-navy">{card.title}</h2>
            {card.paragraphs.map((p) => (
              <p key={p} className="mt-3 leading-relaxed">
                {p}
              </p>
            ))}
            {card.items.length > 0 ? (
              <ul className="mt-3 list-disc space-y-1.5 pl-5">
                {card.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {card.showContacts ? <ContactLinks className="mt-5 flex-col" /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
