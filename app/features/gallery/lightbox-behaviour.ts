/**
 * The events' lightbox without React (docs/decisions/0030-the-layout-without-react.md). A photo's
 * link opens the section's <dialog> at that photo, growing out of the thumbnail (the spec's 0.45 s
 * layout animation, none when the visitor prefers reduced motion); the arrow keys and the two
 * buttons step through the section; on closing, focus goes to the photo last shown. A click that
 * asks for a new tab keeps the link's own behaviour, and without script the link opens the image.
 */
export type LightboxOptions = { layoutAnimationMs: number };

/** The spec's layout animation for enlarging a picture: 0.45 s. */
export const LIGHTBOX_OPTIONS: LightboxOptions = { layoutAnimationMs: 450 };

export function lightboxBehaviour({ layoutAnimationMs }: LightboxOptions): void {
  const figures = (dialog: Element) => [...dialog.querySelectorAll<HTMLElement>("[data-photo]")];
  const shownIndex = (dialog: Element) => Number((dialog as HTMLElement).dataset.shown ?? 0);
  const show = (dialog: HTMLElement, index: number) => {
    const all = figures(dialog);
    const wrapped = (index + all.length) % all.length;
    const active = document.activeElement;
    for (const [i, figure] of all.entries()) figure.hidden = i !== wrapped;
    dialog.dataset.shown = String(wrapped);
    dialog.setAttribute("aria-labelledby", `${dialog.id}-title-${wrapped}`);
    const shown = all[wrapped];
    // Each figure has its own buttons: focus moves to the shown figure's twin of the one it was on.
    if (shown && active instanceof HTMLElement && active.closest<HTMLElement>("[data-photo]")?.hidden) {
      const step = active.dataset.lightboxStep;
      shown.querySelector<HTMLElement>(step ? `[data-lightbox-step="${step}"]` : "[commandfor]")?.focus();
    }
    return shown;
  };
  // A FLIP transition: the figure starts in the thumbnail's box and moves to its own.
  const growFrom = (origin: Element, target: HTMLElement | undefined) => {
    if (!target || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const from = origin.getBoundingClientRect();
    const to = target.getBoundingClientRect();
    if (to.width === 0 || to.height === 0) return;
    const dx = from.left + from.width / 2 - (to.left + to.width / 2);
    const dy = from.top + from.height / 2 - (to.top + to.height / 2);
    target.animate(
      [
        { transform: `translate(${dx}px, ${dy}px) scale(${from.width / to.width}, ${from.height / to.height})`, opacity: 0.6 },
        { transform: "none", opacity: 1 },
      ],
      { duration: layoutAnimationMs, easing: "cubic-bezier(0.2, 0.8, 0.2, 1)" },
    );
  };

  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const photo = event.target.closest<HTMLAnchorElement>("a[data-lightbox]");
    const dialog = photo && document.getElementById(photo.dataset.lightbox ?? "");
    if (photo && dialog instanceof HTMLDialogElement) {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      const figure = show(dialog, Number(photo.dataset.index));
      dialog.showModal();
      growFrom(photo, figure);
      return;
    }
    const step = event.target.closest<HTMLElement>("[data-lightbox-step]");
    const stepping = step?.closest<HTMLElement>("dialog[data-lightbox-dialog]");
    if (step && stepping) show(stepping, shownIndex(stepping) + Number(step.dataset.lightboxStep));
  });
  document.addEventListener("keydown", (event) => {
    const dialog = event.target instanceof Element ? event.target.closest<HTMLElement>("dialog[data-lightbox-dialog]") : null;
    if (!dialog || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
    show(dialog, shownIndex(dialog) + (event.key === "ArrowRight" ? 1 : -1));
  });
  document.addEventListener(
    "close",
    (event) => {
      const dialog = event.target instanceof HTMLElement && event.target.matches("[data-lightbox-dialog]") ? event.target : null;
      if (dialog) document.querySelector<HTMLElement>(`a[data-lightbox="${dialog.id}"][data-index="${shownIndex(dialog)}"]`)?.focus();
    },
    true,
  );
}
