/**
 * `<photo-gallery>`: one event's photos and their lightbox (event-gallery.tsx, lightbox.tsx). A
 * photo's link opens the gallery's <dialog> at that photo, growing out of the thumbnail (the
 * spec's 0.45 s layout animation, none when the visitor prefers reduced motion); the arrow keys and
 * the two buttons step through the photos; on closing, focus goes to the photo last shown. A click
 * that asks for a new tab keeps the link's own behaviour, and without script the link opens the
 * image. Escape, the close button and a click on the backdrop are the browser's own (`<dialog
 * closedby="any">`, invoker commands; app/components/layout/layout-behaviour.ts where missing).
 *
 * Inside the element: the thumbnails are its links with `data-index`, the dialog is its <dialog>,
 * each photo a figure with `data-photo`, and the step buttons carry `data-step` (-1 or 1).
 */
/** The spec's layout animation for enlarging a picture: 0.45 s. */
export const LAYOUT_ANIMATION_MS = 450;

export class PhotoGallery extends HTMLElement {
  #shown = 0;

  connectedCallback() {
    this.addEventListener("click", this.#onClick);
    this.addEventListener("keydown", this.#onKeydown);
    this.dialog?.addEventListener("close", this.#onClose);
  }

  disconnectedCallback() {
    this.removeEventListener("click", this.#onClick);
    this.removeEventListener("keydown", this.#onKeydown);
    this.dialog?.removeEventListener("close", this.#onClose);
  }

  get dialog(): HTMLDialogElement | null {
    return this.querySelector("dialog");
  }

  /** The index of the photo the lightbox shows. */
  get shown(): number {
    return this.#shown;
  }

  /** Opens the lightbox at photo `index`, grown out of `origin` (the thumbnail). */
  open(index: number, origin?: Element) {
    const dialog = this.dialog;
    if (!dialog) return;
    const figure = this.show(index);
    dialog.showModal();
    if (origin) growFrom(origin, figure);
  }

  /** Shows photo `index` (wrapping round), keeping focus on the same button of the new photo. */
  show(index: number): HTMLElement | undefined {
    const dialog = this.dialog;
    const all = dialog ? [...dialog.querySelectorAll<HTMLElement>("[data-photo]")] : [];
    if (!dialog || all.length === 0) return undefined;
    const wrapped = ((index % all.length) + all.length) % all.length;
    const active = document.activeElement;
    for (const [i, figure] of all.entries()) figure.hidden = i !== wrapped;
    this.#shown = wrapped;
    const shown = all[wrapped];
    const title = shown?.querySelector("h2[id]");
    if (title) dialog.setAttribute("aria-labelledby", title.id);
    // Each figure has its own buttons: focus moves to the shown figure's twin of the one it was on.
    if (shown && active instanceof HTMLElement && active.closest<HTMLElement>("[data-photo]")?.hidden) {
      const step = active.dataset.step;
      shown.querySelector<HTMLElement>(step ? `[data-step="${step}"]` : "[commandfor]")?.focus();
    }
    return shown;
  }

  #onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const photo = event.target.closest<HTMLAnchorElement>("a[data-index]");
    if (photo && this.contains(photo)) {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      this.open(Number(photo.dataset.index), photo);
      return;
    }
    const step = event.target.closest<HTMLElement>("[data-step]");
    if (step && this.dialog?.contains(step)) this.show(this.#shown + Number(step.dataset.step));
  };

  #onKeydown = (event: KeyboardEvent) => {
    if (!this.dialog?.open || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
    if (!(event.target instanceof Node) || !this.dialog.contains(event.target)) return;
    this.show(this.#shown + (event.key === "ArrowRight" ? 1 : -1));
  };

  #onClose = () => {
    this.querySelector<HTMLElement>(`a[data-index="${this.#shown}"]`)?.focus();
  };
}

/** A FLIP transition: the figure starts in the thumbnail's box and moves to its own. */
function growFrom(origin: Element, target: HTMLElement | undefined) {
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
    { duration: LAYOUT_ANIMATION_MS, easing: "cubic-bezier(0.2, 0.8, 0.2, 1)" },
  );
}
