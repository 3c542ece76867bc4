import { MixedText } from "~/lib/i18n/mixed-text";
import { useT } from "~/lib/i18n/translations";

/**
 * The map is a third-party page of several hundred kilobytes: `<lazy-map>` (lazy-map-element.ts)
 * loads it only when the visitor scrolls near it (the browser's own lazy loading starts far earlier
 * on slow connections), in a box of fixed shape so nothing moves when it arrives.
 */
export function LazyMap({ src, title }: { src: string; title: string }) {
  const t = useT();
  return (
    <lazy-map
      data-src={src}
      data-title={title}
      className="block aspect-[4/3] w-full overflow-hidden rounded-xl border border-parchment bg-parchment"
    >
      <noscript>
        <p className="flex size-full items-center justify-center p-6 text-center text-ink"><MixedText text={t("layout.contact.mapNeedsScript")} /></p>
      </noscript>
    </lazy-map>
  );
}
