import { Section } from "~/components/layout/section";
import { cn } from "~/lib/cn";
import { Picture } from "~/components/ui/picture";
import { Shown } from "~/components/ui/shown-text";
import type { ShownEventSection } from "~/lib/content/localized";
import { useT } from "~/lib/i18n/translations";
import { imageKinds, imagePath } from "~/lib/images";
import { Lightbox, lightboxId } from "./lightbox";

const largest = imageKinds.events.widths[imageKinds.events.widths.length - 1] ?? imageKinds.events.width;

/**
 * One event: caption, summary and five photos. Each photo is a link to its large image; the
 * `<photo-gallery>` element around the photos and the lightbox (photo-gallery-element.ts) opens it
 * enlarged in the lightbox instead.
 */
export function EventGallery({ section, tone }: { section: ShownEventSection; tone: "plain" | "tinted" }) {
  const t = useT();
  return (
    <Section tone={tone} aria-labelledby={`${section.id}-heading`}>
      <h2 id={`${section.id}-heading`} className="text-2xl font-semibold text-navy sm:text-3xl">
        <Shown value={section.caption} />
      </h2>
      <p className="mt-3 max-w-3xl leading-relaxed">
        <Shown value={section.summary} />
      </p>
      <photo-gallery>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {section.photos.map((photo, index) => (
            <li key={photo.image} className={index === 0 ? "col-span-2 row-span-2 lg:col-span-1" : ""}>
              <a
                href={imagePath("events", photo.image, largest, "webp")}
                className={cn("group block w-full overflow-hidden rounded-lg", index === 0 && "lg:h-full")}
                aria-label={t("lists.events.enlarge", { number: index + 1, total: section.photos.length, alt: photo.alt.text })}
                data-gallery-photo=""
                data-index={index}
              >
                <Picture
                  kind="events"
                  name={photo.image}
                  alt=""
                  sizes="(min-width: 1024px) 30vw, 46vw"
                  className={cn(
                    "aspect-[3/2] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]",
                    // The first photo's cell spans two rows on a desktop: its picture fills both.
                    index === 0 && "lg:aspect-auto lg:h-full",
                  )}
                />
              </a>
            </li>
          ))}
        </ul>
        <Lightbox id={lightboxId(section.id)} photos={section.photos} caption={section.caption} />
      </photo-gallery>
    </Section>
  );
}
