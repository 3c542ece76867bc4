import { MapPinIcon } from "~/components/layout/icons";
import type { Address } from "~/config/site";
import { addressInLanguage } from "~/lib/address-in-language";
import { MixedText } from "~/lib/i18n/mixed-text";
import { type Translate, useLocale, useT } from "~/lib/i18n/translations";

export function formatAddress(address: Address): string {
  return `${address.street}, ${address.locality} ${address.postalCode}`;
}

/** Links that open the address in the visitor's maps app or in OpenStreetMap. */
export function mapLinks(address: Address, t: Translate) {
  const query = encodeURIComponent(formatAddress(address));
  return [
    { label: t("layout.contact.googleMaps"), url: `https://www.google.com/maps/search/?api=1&query=${address.lat},${address.lon}` },
    { label: t("layout.contact.openStreetMap"), url: `https://www.openstreetmap.org/?mlat=${address.lat}&mlon=${address.lon}#map=17/${address.lat}/${address.lon}` },
    { label: t("layout.contact.appleMaps"), url: `https://maps.apple.com/?q=${query}&ll=${address.lat},${address.lon}` },
  ];
}

export function AddressCard({ heading, address, withMapLinks = false }: { heading: string; address: Address; withMapLinks?: boolean }) {
  const t = useT();
  const lines = addressInLanguage(address, useLocale() === "hi");
  return (
    <section className="rounded-xl border border-parchment bg-white p-6 shadow-sm" aria-label={heading}>
      <h3 className="flex items-center gap-2 text-xl font-semibold text-navy">
        <MapPinIcon className="size-6 text-brass-deep" />
        {heading}
      </h3>
      <address lang={lines.lang} className="mt-3 leading-relaxed not-italic">
        {lines.street}
        <br />
        {lines.locality} {address.postalCode}
        <br />
        {lines.country}
      </address>
      {withMapLinks ? (
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {mapLinks(address, t).map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-medium text-teal underline underline-offset-2">
                <MixedText text={link.label} />
                <span className="sr-only">
                  {" "}
                  {t("layout.contact.mapFor", { heading })} {t("layout.contact.newTab")}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
