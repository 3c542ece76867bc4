/**
 * `<media-reports>`: the news cards, the reports' full text and the overlay (media-reports.tsx). A
 * card's link, which points at its report's full text further down the page, opens the overlay, a
 * modal <dialog>, with a copy of that text under the card's picture. The copy's ids are dropped
 * (the original keeps them) and its heading, given the overlay's title id, names the dialog. A
 * click that asks for a new tab keeps the link's own behaviour; without script the link scrolls to
 * the report. Escape and the close button are the browser's own; focus returns to the card.
 *
 * Inside the element: a card is a link with `data-report` (the report's id), its report an element
 * with that id holding an h2 and the text (a `data-report-back` link is left out), and the
 * overlay is the element's <dialog>, whose copy goes into its `data-overlay-body`.
 */

/** The copied picture spans the overlay's column: 48rem (max-w-3xl) from 768 px, the screen's width below. */
export const OVERLAY_PICTURE_SIZES = "(min-width: 768px) 48rem, 100vw";

export class MediaReports extends HTMLElement {
  connectedCallback() {
    this.addEventListener("click", this.#onClick);
  }

  disconnectedCallback() {
    this.removeEventListener("click", this.#onClick);
  }

  get overlay(): HTMLDialogElement | null {
    return this.querySelector("dialog");
  }

  /** Opens the overlay with the report `card` links to. */
  open(card: HTMLAnchorElement) {
    const report = document.getElementById(card.dataset.report ?? "");
    const overlay = this.overlay;
    const body = overlay?.querySelector("[data-overlay-body]");
    if (!report || !overlay || !body) return false;
    const picture = card.querySelector("picture")?.cloneNode(true) as HTMLElement | undefined;
    if (picture) {
      for (const source of picture.querySelectorAll("source, img")) source.setAttribute("sizes", OVERLAY_PICTURE_SIZES);
      const image = picture.querySelector("img");
      image?.setAttribute("loading", "eager");
      image?.setAttribute("class", "h-auto w-full rounded-xl");
    }
    const text = [...report.children]
      .filter((child) => !child.matches("[data-report-back]"))
      .map((child) => child.cloneNode(true) as Element);
    for (const element of text.flatMap((child) => [child, ...child.querySelectorAll("[id]")])) element.removeAttribute("id");
    const heading = text.find((child) => child.matches("h2"));
    const titleId = `${overlay.id}-title`;
    heading?.setAttribute("id", titleId);
    heading?.classList.add("mt-6");
    body.replaceChildren(...(picture ? [picture] : []), ...text);
    // Named only while it holds a title: the closed overlay names nothing that is not in the page.
    if (heading) overlay.setAttribute("aria-labelledby", titleId);
    overlay.showModal();
    overlay.scrollTop = 0;
    return true;
  }

  #onClick = (event: MouseEvent) => {
    const card = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-report]") : null;
    if (!card || !this.contains(card)) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    if (this.open(card)) event.preventDefault();
  };
}
