import { MixedText } from "~/lib/i18n/mixed-text";
import { useT } from "~/lib/i18n/translations";
import { AddressSketch } from "./address-sketch";

/**
 * The map's box: the site's own sketch of both addresses, and a link to the street map. With script
 * `<lazy-map>` (lazy-map-element.ts) puts the street map, a third-party page of several hundred
 * kilobytes, in the box when the visitor asks, in a box of fixed shape so nothing moves; without,
 * the link opens it in a new tab. So the box never stands empty while a frame loads, nor blank where
 * the frame is blocked. The caption says what each marks.
 */
export function LazyMap({ src, title, href }: { src: string; title: string; href: string }) {
  const t = useT();
  return (
    <figure className="overflow-hidden rounded-xl border border-parchment bg-white shadow-sm">
      <lazy-map data-src={src} data-title={title} className="relative block aspect-[4/3] w-full bg-parchment">
        <AddressSketch />
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-show-map=""
          className="absolute bottom-3 left-3 inline-flex min-h-11 items-center gap-2 rounded-md bg-navy px-4 font-semibold text-ivory shadow-md ring-1 ring-brass/60 hover:bg-ink"
        >
          <MixedText text={t("layout.contact.showMap")} />
        </a>
      </lazy-map>
      <figcaption className="px-4 py-3 text-sm text-slate">
        <MixedText text={t("layout.contact.mapCaption")} />
      </figcaption>
    </figure>
  );
}
