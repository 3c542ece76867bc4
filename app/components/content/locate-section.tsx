import { site } from "~/config/site";
import type { PageContent } from "~/lib/content/schemas";
import { useT } from "~/lib/i18n/translations";
import { AddressCard } from "./address-card";
import { mapBounds } from "./address-sketch";
import { LazyMap } from "./lazy-map";

/** The street map of the area around both addresses, marking the office (the embed marks one place). */
function mapEmbedUrl(): string {
  const { west, south, east, north } = mapBounds();
  const bbox = [west, south, east, north].map((n) => n.toFixed(4));
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join("%2C")}&layer=mapnik&marker=${site.office.lat}%2C${site.office.lon}`;
}

export function LocateSection({ locate }: { locate: PageContent<"home">["locate"] }) {
  const t = useT();
  return (
    <section aria-labelledby="locate-heading" className="bg-parchment/60">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <h2 id="locate-heading" className="text-3xl font-semibold text-navy sm:text-4xl">
          {locate.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-lg">{locate.intro}</p>
        <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
          <LazyMap
            title={t("layout.contact.mapTitle", { name: site.name })}
            src={mapEmbedUrl()}
            href={`https://www.openstreetmap.org/?mlat=${site.office.lat}&mlon=${site.office.lon}#map=15/${site.office.lat}/${site.office.lon}`}
          />
          <div className="grid gap-6">
            <AddressCard heading={t("layout.contact.officeAddress")} address={site.office} withMapLinks />
            <AddressCard heading={t("layout.contact.chamberAddress")} address={site.chamber} withMapLinks />
          </div>
        </div>
      </div>
    </section>
  );
}
