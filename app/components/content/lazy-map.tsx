import { useEffect, useRef, useState } from "react";
import { useT } from "~/lib/i18n/translations";

/**
 * The map is a third-party page of several hundred kilobytes: it loads only when the visitor
 * scrolls near it (the browser's own lazy loading starts far earlier on slow connections), in a
 * box of fixed shape so nothing moves when it arrives.
 */
export function LazyMap({ src, title }: { src: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const t = useT();

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={box} className="aspect-[4/3] w-full overflow-hidden rounded-xl border border-parchment bg-parchment">
      {near ? <iframe title={title} src={src} loading="lazy" referrerPolicy="no-referrer" className="size-full" /> : null}
      <noscript>
        <p className="flex size-full items-center justify-center p-6 text-center text-ink">{t("layout.contact.mapNeedsScript")}</p>
      </noscript>
    </div>
  );
}
