import { SWIPE_THRESHOLD_PX, TOAST_DISMISSED, TOAST_REMOVE_DELAY_MS, type ToastContent } from "./toast-rules";

/**
 * `<toast-region>`: the site's one toast (toast-region.tsx), for sign-in, which loads no
 * framework, and the calculators' islands alike. The spec's rules: one toast at a time, kept
 * until dismissed (no auto-close), removed long after it is dismissed; its close button, Escape on
 * it and a swipe to the right dismiss it, and F8 takes focus to it.
 *
 * Inside the element: the toasts go in its `data-toasts` box; each is a copy of its <template> for the toast's
 * variant (`data-template`), whose `data-title`, `data-description` and `data-actions` parts are
 * filled and whose `data-close` button dismisses it.
 */
export type ShowOptions = {
  /** Elements the toast must not cover: the page scrolls them above it when it would. */
  keepClear?: readonly Element[];
};

/** The room left between a toast and the element it keeps clear of. */
const CLEARANCE_PX = 16;

/** Scrolls the page, at once when the visitor prefers reduced motion, so that no element of `elements` is under `toast`. */
export function scrollClearOf(toast: HTMLElement, elements: readonly Element[]): void {
  const cover = toast.getBoundingClientRect();
  const under = elements.map((element) => element.getBoundingClientRect()).filter((box) => overlaps(box, cover));
  if (under.length === 0) return;
  const by = Math.max(...under.map((box) => box.bottom - cover.top)) + CLEARANCE_PX;
  const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollBy({ top: by, behavior: reduced ? "instant" : "smooth" });
}

/** Whether two boxes share any area. */
export function overlaps(a: DOMRectReadOnly, b: DOMRectReadOnly): boolean {
  return a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

export class ToastRegion extends HTMLElement {
  #swipe: { toast: HTMLElement; x: number; id: number } | null = null;

  connectedCallback() {
    this.addEventListener("click", this.#onClick);
    this.addEventListener("keydown", this.#onKeydown);
    this.addEventListener("pointerdown", this.#onPointerDown);
    this.addEventListener("pointermove", this.#onPointerMove);
    this.addEventListener("pointerup", this.#endSwipe);
    this.addEventListener("pointercancel", this.#endSwipe);
    document.addEventListener("keydown", this.#onHotkey);
  }

  disconnectedCallback() {
    this.removeEventListener("click", this.#onClick);
    this.removeEventListener("keydown", this.#onKeydown);
    this.removeEventListener("pointerdown", this.#onPointerDown);
    this.removeEventListener("pointermove", this.#onPointerMove);
    this.removeEventListener("pointerup", this.#endSwipe);
    this.removeEventListener("pointercancel", this.#endSwipe);
    document.removeEventListener("keydown", this.#onHotkey);
  }

  /** The toast shown now, if any. */
  get open(): HTMLElement | null {
    return this.querySelector<HTMLElement>('[data-toasts] > [data-state="open"]');
  }

  /**
   * Shows a toast in place of the one before, dismissed or not; returns it, with its empty
   * `data-actions` part to fill. The toast stays until dismissed, so it must not hide what the
   * visitor is using: the page scrolls each of `keepClear` (the control that raised it) out from
   * under it.
   */
  show({ title, description, variant = "default" }: ToastContent, { keepClear = [] }: ShowOptions = {}): HTMLElement | null {
    const template = this.querySelector<HTMLTemplateElement>(`template[data-template="${variant}"]`);
    const toast = template?.content.firstElementChild?.cloneNode(true);
    const list = this.querySelector("[data-toasts]");
    if (!(toast instanceof HTMLElement) || !list) return null;
    const part = (name: string) => toast.querySelector<HTMLElement>(`[data-${name}]`);
    const titlePart = part("title");
    if (titlePart) titlePart.textContent = title;
    const descriptionPart = part("description");
    if (descriptionPart) {
      descriptionPart.textContent = description ?? "";
      descriptionPart.hidden = !description;
    }
    toast.dataset.state = "open";
    for (const before of list.children) if (before instanceof HTMLElement) this.dismiss(before);
    list.replaceChildren(toast);
    scrollClearOf(toast, keepClear);
    return toast;
  }

  /** Hides a toast now and removes it after the spec's delay. */
  dismiss(toast: HTMLElement) {
    if (toast.dataset.state === "closed") return;
    toast.dataset.state = "closed";
    toast.hidden = true;
    toast.dispatchEvent(new Event(TOAST_DISMISSED));
    setTimeout(() => toast.remove(), TOAST_REMOVE_DELAY_MS);
  }

  #toastOf(target: EventTarget | null): HTMLElement | null {
    return target instanceof Element ? target.closest<HTMLElement>("[data-toasts] > [data-state]") : null;
  }

  #onClick = (event: MouseEvent) => {
    const close = event.target instanceof Element ? event.target.closest("[data-close]") : null;
    const toast = this.#toastOf(close);
    if (toast) this.dismiss(toast);
  };

  #onKeydown = (event: KeyboardEvent) => {
    const toast = this.#toastOf(event.target);
    if (event.key === "Escape" && toast) this.dismiss(toast);
  };

  #onHotkey = (event: KeyboardEvent) => {
    if (event.key === "F8") this.open?.focus();
  };

  #onPointerDown = (event: PointerEvent) => {
    const toast = this.#toastOf(event.target);
    if (!toast || (event.target as Element).closest("button")) return;
    this.#swipe = { toast, x: event.clientX, id: event.pointerId };
    toast.setPointerCapture?.(event.pointerId);
  };

  #onPointerMove = (event: PointerEvent) => {
    if (this.#swipe?.id !== event.pointerId) return;
    this.#swipe.toast.style.transform = `translateX(${Math.max(0, event.clientX - this.#swipe.x)}px)`;
  };

  #endSwipe = (event: PointerEvent) => {
    if (this.#swipe?.id !== event.pointerId) return;
    const { toast, x } = this.#swipe;
    this.#swipe = null;
    toast.style.transform = "";
    if (event.type === "pointerup" && event.clientX - x >= SWIPE_THRESHOLD_PX) this.dismiss(toast);
  };
}
