import { MixedText } from "~/lib/i18n/mixed-text";
import { useT } from "~/lib/i18n/translations";
import { AddressSketch } from "./address-sketch";

/**
 * The map is a third-party page of several hundred kilobytes: `<lazy-map>` (lazy-map-element.ts)
 * loads it only when the visitor scrolls near it (the browser's own lazy loading starts far earlier
 * on slow connections), in a box of fixed shape so nothing moves when it arrives. Until it has
 * loaded, and on a page without script, the box shows the site's own sketch of both addresses; the
 * caption under it says what the street map marks and where to turn when it does not show.
 */
export function LazyMap({ src, title }: { src: string; title: string }) {
  const t = useT();
  return (
    <figure className="overflow-hidden rounded-xl border border-parchment bg-white shadow-sm">
      <lazy-map data-src={src} data-title={title} className="relative block aspect-[4/3] w-full bg-parchment">
        <AddressSketch />
      </lazy-map>
      <figcaption className="px-4 py-3 text-sm text-slate">
        <MixedText text={t("layout.contact.mapCaption")} />
        <noscript>
          {" "}
          <MixedText text={t("layout.contact.mapNeedsScript")} />
        </noscript>
      </figcaption>
    </figure>
  );
}
