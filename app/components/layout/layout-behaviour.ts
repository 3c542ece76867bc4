/**
 * The shared layout's behaviour without React (docs/decisions/0030-the-layout-without-react.md):
 * the header's background from 10 px of scroll, the desktop dropdowns with the spec's timings, and
 * what the native <dialog>s (the side menu, the lightbox, the media overlay) need beyond the
 * browser's own Escape, focus trap and focus return: their buttons where the browser has no
 * invoker commands, a click on the backdrop where it has no `closedby`, and closing when one of
 * their links is followed. Part of the site's module (app/browser/site.ts); the menu and the
 * dialogs work before it arrives, on the browser's own invoker commands and `closedby`.
 */
export type LayoutOptions = {
  /** The spec: transparent at the top, blurred background once scrolled this far. */
  blurFromPx: number;
  /** The spec's menu timings: open after a hover of 200 ms; for 300 ms after one closes the next opens at once; close 150 ms after the pointer leaves. */
  openDelayMs: number;
  skipDelayMs: number;
  closeDelayMs: number;
};

/** The spec's figures. */
export const LAYOUT_OPTIONS: LayoutOptions = { blurFromPx: 10, openDelayMs: 200, skipDelayMs: 300, closeDelayMs: 150 };

export function startLayout({ blurFromPx, openDelayMs, skipDelayMs, closeDelayMs }: LayoutOptions = LAYOUT_OPTIONS): void {
  const whenParsed = (run: () => void) =>
    document.readyState === "loading" ? document.addEventListener("DOMContentLoaded", run, { once: true }) : run();

  const markScrolled = () => {
    const header = document.querySelector<HTMLElement>("[data-site-header]");
    if (header) header.dataset.scrolled = String(window.scrollY >= blurFromPx);
  };
  window.addEventListener("scroll", markScrolled, { passive: true });
  // For a page that opens scrolled (a reload, an anchor). Read in the next frame, whose layout the
  // browser does anyway. Read in DOMContentLoaded, scrollY laid the whole page out inside that
  // event's task, which made it one long task (on the home page, with the CPU slowed 4x, a
  // DOMContentLoaded of 250 ms, 224 ms of it that layout).
  whenParsed(() => requestAnimationFrame(markScrolled));

  /* The desktop dropdowns: disclosure buttons, one list open at a time. */
  let openItem: Element | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastClosed = 0;
  const show = (item: Element, open: boolean) => {
    item.querySelector("button")?.setAttribute("aria-expanded", String(open));
    const list = item.querySelector("ul");
    if (list) list.hidden = !open;
  };
  const openDropdown = (item: Element) => {
    clearTimeout(timer);
    if (openItem && openItem !== item) show(openItem, false);
    show(item, true);
    openItem = item;
  };
  const closeDropdown = () => {
    clearTimeout(timer);
    if (!openItem) return;
    show(openItem, false);
    openItem = null;
    lastClosed = Date.now();
  };
  const dropdownOf = (target: EventTarget | null) => (target instanceof Element ? target.closest("[data-dropdown]") : null);
  document.addEventListener("pointerover", (event) => {
    const item = dropdownOf(event.target);
    if (event.pointerType !== "mouse" || !item || item.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(timer);
    if (openItem !== null || Date.now() - lastClosed < skipDelayMs) openDropdown(item);
    else timer = setTimeout(() => openDropdown(item), openDelayMs);
  });
  document.addEventListener("pointerout", (event) => {
    const item = dropdownOf(event.target);
    if (event.pointerType !== "mouse" || !item || item.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(timer);
    timer = setTimeout(closeDropdown, closeDelayMs);
  });
  document.addEventListener("focusout", (event) => {
    if (openItem?.contains(event.target as Node) && !openItem.contains(event.relatedTarget as Node | null)) closeDropdown();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !openItem?.contains(event.target as Node)) return;
    const button = openItem.querySelector("button");
    closeDropdown();
    button?.focus();
  });

  /* Dialogs. */
  const invokerCommands = "command" in HTMLButtonElement.prototype;
  const lightDismiss = "closedBy" in HTMLDialogElement.prototype;
  document.addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const trigger = target.closest("[data-dropdown] > button");
    if (trigger) {
      const item = dropdownOf(trigger);
      if (item) (item === openItem ? closeDropdown : openDropdown)(item);
      return;
    }
    const link = target.closest("a[href]");
    if (link) {
      if (openItem?.contains(link)) closeDropdown();
      // A link in the side menu leaves the page; the menu must not be open when the visitor comes back to it.
      link.closest<HTMLDialogElement>("dialog[data-close-on-link]")?.close();
      return;
    }
    const invoker = target.closest("button[commandfor]");
    if (invoker && !invokerCommands) {
      const dialog = document.getElementById(invoker.getAttribute("commandfor") ?? "");
      const command = invoker.getAttribute("command");
      if (!(dialog instanceof HTMLDialogElement)) return;
      if (command === "show-modal") dialog.showModal();
      if (command === "close" || command === "request-close") dialog.close();
      return;
    }
    // A click on the backdrop lands on the dialog itself, outside its box.
    if (target instanceof HTMLDialogElement && target.getAttribute("closedby") === "any" && !lightDismiss && event instanceof MouseEvent) {
      const box = target.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) target.close();
    }
  });
}
