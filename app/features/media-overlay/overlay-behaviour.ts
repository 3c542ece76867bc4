/**
 * The media reports' overlay without React (docs/decisions/0030-the-layout-without-react.md): a
 * card's link, which points at the report's full text further down the page, opens the overlay
 * with a copy of that text under the card's picture. The copy's ids are dropped (the original
 * keeps them) and its heading names the dialog. A click that asks for a new tab keeps the link's
 * own behaviour.
 */
export type OverlayOptions = { overlayId: string; pictureSizes: string };

/** The overlay's id: the <dialog> in media-reports.tsx and the behaviour find each other by it. */
export const MEDIA_OVERLAY_ID = "media-overlay";

/** The copied picture spans the overlay's column: 48rem (max-w-3xl) from 768 px, the screen's width below. */
export const OVERLAY_OPTIONS: OverlayOptions = { overlayId: MEDIA_OVERLAY_ID, pictureSizes: "(min-width: 768px) 48rem, 100vw" };

export function overlayBehaviour({ overlayId, pictureSizes }: OverlayOptions): void {
  document.addEventListener("click", (event) => {
    const card = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-media-report]") : null;
    const report = card && document.getElementById(card.dataset.mediaReport ?? "");
    const overlay = document.getElementById(overlayId);
    const body = overlay?.querySelector("[data-overlay-body]");
    if (!card || !report || !(overlay instanceof HTMLDialogElement) || !body) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();

    const picture = card.querySelector("picture")?.cloneNode(true) as HTMLElement | undefined;
    if (picture) {
      for (const source of picture.querySelectorAll("source, img")) source.setAttribute("sizes", pictureSizes);
      const image = picture.querySelector("img");
      image?.setAttribute("loading", "eager");
      image?.setAttribute("class", "h-auto w-full rounded-xl");
    }
    const text = [...report.children]
      .filter((child) => !child.matches("[data-report-back]"))
      .map((child) => child.cloneNode(true) as Element);
    for (const element of text.flatMap((child) => [child, ...child.querySelectorAll("[id]")])) element.removeAttribute("id");
    const heading = text.find((child) => child.matches("h2"));
    heading?.setAttribute("id", `${overlayId}-title`);
    heading?.classList.add("mt-6");
    body.replaceChildren(...(picture ? [picture] : []), ...text);
    overlay.showModal();
    overlay.scrollTop = 0;
  });
}
