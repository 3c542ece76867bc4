import { Dialog } from "radix-ui";
import { useRef } from "react";
import { CloseIcon } from "~/components/layout/icons";
import { Picture } from "~/components/ui/picture";
import { Shown } from "~/components/ui/shown-text";
import type { ShownPhoto, ShownText } from "~/lib/content/localized";
import { useT } from "~/lib/i18n/translations";
import { growFrom } from "~/lib/layout-animation";

type Photo = ShownPhoto;

type LightboxProps = {
  photos: readonly Photo[];
  index: number;
  caption: ShownText;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * An enlarged photo over a dimmed backdrop. Escape, the close button and a click on the backdrop
 * close it; the arrow keys step through the section's photos.
 */
export function Lightbox({ photos, index, caption, onIndexChange, onClose }: LightboxProps) {
  const openedFrom = useRef<Element | null>(typeof document === "undefined" ? null : document.activeElement);
  const photo = photos[index];
  const t = useT();

  // The portal mounts the figure a render after the dialog opens, so the animation starts when the
  // figure arrives in the page, once.
  function animateIn(node: HTMLElement | null) {
    if (!node || openedFrom.current === null) return;
    growFrom(openedFrom.current, node);
    openedFrom.current = null;
  }

  function step(delta: number) {
    onIndexChange((index + delta + photos.length) % photos.length);
  }

  if (!photo) return null;
  // The caption keeps its own language inside the sentence, so the sentence is cut around it.
  const [before = "", after = ""] = t("lists.events.photoOf", { number: index + 1, total: photos.length }).split("{caption}");
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-ink/85 data-[state=open]:animate-fade-in" data-testid="lightbox-backdrop" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") step(1);
            if (event.key === "ArrowLeft") step(-1);
          }}
          onClick={(event) => {
            // A click on the empty area around the picture counts as a click on the backdrop.
            if (event.target === event.currentTarget) onClose();
          }}
          className="fixed inset-0 z-[81] flex items-center justify-center p-4 outline-none sm:p-10"
        >
          <figure ref={animateIn} className="flex max-h-full w-full max-w-5xl flex-col rounded-xl bg-ivory p-2 shadow-2xl sm:p-3">
            <Picture
              kind="events"
              name={photo.image}
              alt={photo.alt.text}
              lang={photo.alt.en ? "en" : undefined}
              sizes="(min-width: 1024px) 64rem, 100vw"
              priority
              className="h-auto max-h-[75vh] w-full rounded-lg object-contain"
            />
            <figcaption className="flex items-center justify-between gap-3 px-2 pt-3 pb-1 text-sm">
              <Dialog.Title className="font-medium text-ink">
                {before}
                <Shown value={caption} />
                {after}
              </Dialog.Title>
              <span className="flex gap-1">
                <button
                  type="button"
                  onClick={() => step(-1)}
                  className="inline-flex size-11 items-center justify-center rounded-md hover:bg-parchment"
                  aria-label={t("lists.events.previous")}
                >
                  <span aria-hidden="true">←</span>
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  className="inline-flex size-11 items-center justify-center rounded-md hover:bg-parchment"
                  aria-label={t("lists.events.next")}
                >
                  <span aria-hidden="true">→</span>
                </button>
                <Dialog.Close
                  className="inline-flex size-11 items-center justify-center rounded-md hover:bg-parchment"
                  aria-label={t("lists.events.close")}
                >
                  <CloseIcon className="size-5" />
                </Dialog.Close>
              </span>
            </figcaption>
          </figure>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
