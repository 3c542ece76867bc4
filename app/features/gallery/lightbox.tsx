import { CloseIcon } from "~/components/layout/icons";
import { DialogButton } from "~/components/ui/dialog-button";
import { Picture } from "~/components/ui/picture";
import { Shown } from "~/components/ui/shown-text";
import type { ShownPhoto, ShownText } from "~/lib/content/localized";
import { useT } from "~/lib/i18n/translations";

export const lightboxId = (sectionId: string) => `lightbox-${sectionId}`;

/**
 * A section's photos enlarged: a native modal <dialog> over a dimmed backdrop, holding each photo
 * in its own figure, of which `<photo-gallery>` shows one (photo-gallery-element.ts). The pictures load
 * lazily, so only the one shown is fetched. Escape, the close button and a click on the backdrop
 * close it; the arrow keys and the two buttons step through the section's photos.
 */
export function Lightbox({ id, photos, caption }: { id: string; photos: readonly ShownPhoto[]; caption: ShownText }) {
  const t = useT();
  return (
    <dialog
      id={id}
      closedby="any"
      aria-labelledby={`${id}-title-0`}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-5xl overflow-visible rounded-xl bg-ivory p-2 shadow-2xl backdrop:bg-ink/85 sm:p-3"
    >
      {photos.map((photo, index) => {
        // The caption keeps its own language inside the sentence, so the sentence is cut around it.
        const [before = "", after = ""] = t("lists.events.photoOf", { number: index + 1, total: photos.length }).split("{caption}");
        return (
          <figure key={photo.image} data-photo={index} hidden={index !== 0} className="flex max-h-full w-full flex-col">
            <Picture
              kind="events"
              name={photo.image}
              alt={photo.alt.text}
              lang={photo.alt.en ? "en" : undefined}
              sizes="(min-width: 1024px) 64rem, 100vw"
              className="h-auto max-h-[75vh] w-full rounded-lg object-contain"
            />
            <figcaption className="flex items-center justify-between gap-3 px-2 pt-3 pb-1 text-sm">
              <h2 id={`${id}-title-${index}`} className="font-sans text-sm font-medium text-ink">
                {before}
                <Shown value={caption} />
                {after}
              </h2>
              <span className="flex gap-1">
                <button
                  type="button"
                  data-step="-1"
                  className="inline-flex size-11 items-center justify-center rounded-md hover:bg-parchment"
                  aria-label={t("lists.events.previous")}
                >
                  <span aria-hidden="true">←</span>
                </button>
                <button
                  type="button"
                  data-step="1"
                  className="inline-flex size-11 items-center justify-center rounded-md hover:bg-parchment"
                  aria-label={t("lists.events.next")}
                >
                  <span aria-hidden="true">→</span>
                </button>
                <DialogButton
                  command="close"
                  dialogId={id}
                  label={t("lists.events.close")}
                  className="inline-flex size-11 items-center justify-center rounded-md hover:bg-parchment"
                >
                  <CloseIcon className="size-5" />
                </DialogButton>
              </span>
            </figcaption>
          </figure>
        );
      })}
    </dialog>
  );
}
