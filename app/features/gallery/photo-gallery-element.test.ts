// @vitest-environment jsdom
import { fireEvent, getAllByRole, getByRole } from "@testing-library/dom";
import { beforeEach, describe, expect, it } from "vitest";
import { define, installDialog, prefersReducedMotion, recordAnimations } from "~/browser/test-support/dom";
import { LAYOUT_ANIMATION_MS, PhotoGallery } from "./photo-gallery-element";

installDialog();
define("photo-gallery", PhotoGallery);

const figure = (i: number) => `
  <figure data-photo="${i}" ${i === 0 ? "" : "hidden"}>
    <img alt="Photo ${i}">
    <figcaption><h2 id="lb-title-${i}">Photo ${i + 1} of 3</h2>
      <button type="button" data-step="-1" aria-label="Previous photo">←</button>
      <button type="button" data-step="1" aria-label="Next photo">→</button>
      <button type="button" commandfor="lb" command="close" aria-label="Close">×</button>
    </figcaption>
  </figure>`;

function gallery() {
  document.body.innerHTML = `<photo-gallery>
    <ul>${[0, 1, 2].map((i) => `<li><a href="/images/${i}.webp" data-index="${i}" aria-label="Enlarge photo ${i + 1}">x</a></li>`).join("")}</ul>
    <dialog id="lb" closedby="any" aria-labelledby="lb-title-0">${[0, 1, 2].map(figure).join("")}</dialog>
  </photo-gallery>`;
  const element = document.querySelector("photo-gallery") as PhotoGallery;
  const dialog = element.querySelector("dialog") as HTMLDialogElement;
  const shownFigures = () => [...dialog.querySelectorAll<HTMLElement>("[data-photo]")].filter((f) => !f.hidden).map((f) => f.dataset.photo);
  return { element, dialog, shownFigures, thumbnails: getAllByRole(document.body, "link") };
}

describe("<photo-gallery>", () => {
  beforeEach(() => prefersReducedMotion(false));

  it("opens the lightbox at the photo clicked, named by that photo's title, growing out of the thumbnail for 0.45 s", () => {
    const animate = recordAnimations();
    const { dialog, shownFigures, thumbnails } = gallery();
    const click = fireEvent.click(thumbnails[1]!);
    expect(click, "the link's own navigation is prevented").toBe(false);
    expect(dialog.open).toBe(true);
    expect(shownFigures()).toEqual(["1"]);
    expect(dialog.getAttribute("aria-labelledby")).toBe("lb-title-1");
    expect(animate).toHaveBeenCalledTimes(0); // jsdom lays nothing out: a box of no size is not animated
  });

  it("animates with the spec's duration when the figure has a box, and not at all when the visitor prefers reduced motion", () => {
    const animate = recordAnimations();
    const { thumbnails, dialog } = gallery();
    Element.prototype.getBoundingClientRect = () => ({ left: 0, top: 0, width: 100, height: 50, right: 100, bottom: 50 }) as DOMRect;
    fireEvent.click(thumbnails[0]!);
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.calls[0]?.at(1)).toMatchObject({ duration: LAYOUT_ANIMATION_MS });
    expect(LAYOUT_ANIMATION_MS).toBe(450);
    dialog.close();
    prefersReducedMotion(true);
    fireEvent.click(thumbnails[1]!);
    expect(animate).toHaveBeenCalledTimes(1);
  });

  it("steps with its buttons and the arrow keys, wrapping round, keeping focus on the same button", () => {
    const { dialog, shownFigures, thumbnails } = gallery();
    fireEvent.click(thumbnails[2]!);
    // Only the shown figure's buttons are in the accessibility tree.
    const next = getByRole(dialog, "button", { name: "Next photo" });
    next.focus();
    fireEvent.click(next);
    expect(shownFigures()).toEqual(["0"]);
    expect(document.activeElement).toBe(getByRole(dialog, "button", { name: "Next photo" }));
    expect(document.activeElement).not.toBe(next);
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(shownFigures()).toEqual(["2"]);
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(shownFigures()).toEqual(["1"]);
    expect(dialog.getAttribute("aria-labelledby")).toBe("lb-title-1");
  });

  it("on closing gives focus to the thumbnail of the photo last shown", () => {
    const { dialog, thumbnails } = gallery();
    thumbnails[0]!.focus();
    fireEvent.click(thumbnails[0]!);
    fireEvent.keyDown(getByRole(dialog, "button", { name: "Next photo" }), { key: "ArrowRight" });
    dialog.close();
    expect(document.activeElement).toBe(thumbnails[1]);
  });

  it("leaves a click that asks for a new tab to the link", () => {
    const { dialog, thumbnails } = gallery();
    expect(fireEvent.click(thumbnails[0]!, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(thumbnails[0]!, { button: 1 })).toBe(true);
    expect(dialog.open).toBe(false);
  });
});
