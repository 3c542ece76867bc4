// @vitest-environment jsdom
import { fireEvent, getByRole } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { define, installDialog } from "~/browser/test-support/dom";
import { MediaReports, OVERLAY_PICTURE_SIZES } from "./media-reports-element";

installDialog();
define("media-reports", MediaReports);

function page() {
  document.body.innerHTML = `<media-reports>
    <ul><li><a href="#report-1" data-report="report-1"><picture><source srcset="a.avif" sizes="30vw"><img src="a.jpg" alt="Court" loading="lazy" sizes="30vw"></picture><span>Read</span></a></li></ul>
    <article id="report-1" aria-labelledby="report-1-title">
      <h2 id="report-1-title">A ruling</h2><div><p id="para">The text.</p></div>
      <a href="#main" data-report-back="">Back</a>
    </article>
    <dialog id="media-overlay"><article><button type="button" commandfor="media-overlay" command="close" aria-label="Close">×</button><div data-overlay-body=""></div></article></dialog>
  </media-reports>`;
  return { overlay: document.querySelector("dialog") as HTMLDialogElement, card: getByRole(document.body, "link", { name: /Read/ }) };
}

describe("<media-reports>", () => {
  it("names nothing that is not in the page while the overlay is closed", () => {
    const { overlay } = page();
    expect(overlay.hasAttribute("aria-labelledby")).toBe(false);
  });

  it("opens the overlay with a copy of the card's report under its picture, named by the copy's heading", () => {
    const { overlay, card } = page();
    expect(fireEvent.click(card)).toBe(false);
    expect(overlay.open).toBe(true);
    const body = overlay.querySelector("[data-overlay-body]")!;
    expect(getByRole(overlay, "heading", { name: "A ruling" }).id).toBe("media-overlay-title");
    expect(overlay.getAttribute("aria-labelledby")).toBe("media-overlay-title");
    expect(document.getElementById(overlay.getAttribute("aria-labelledby")!)).not.toBeNull();
    expect(body.textContent).toContain("The text.");
    expect(body.textContent, "the report's own back link stays with the report").not.toContain("Back");
    // The original keeps its ids; the copy has none but the title.
    expect(document.querySelectorAll("#para")).toHaveLength(1);
    expect(document.querySelectorAll("#report-1-title")).toHaveLength(1);
    const image = body.querySelector("img")!;
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("sizes")).toBe(OVERLAY_PICTURE_SIZES);
    expect(body.querySelector("source")?.getAttribute("sizes")).toBe(OVERLAY_PICTURE_SIZES);
  });

  it("gives focus back to the card when the overlay closes, and opens afresh each time", () => {
    const { overlay, card } = page();
    card.focus();
    fireEvent.click(card);
    overlay.close();
    expect(document.activeElement).toBe(card);
    fireEvent.click(card);
    expect(overlay.querySelectorAll("h2")).toHaveLength(1);
  });

  it("leaves a click that asks for a new tab to the link", () => {
    const { overlay, card } = page();
    expect(fireEvent.click(card, { metaKey: true })).toBe(true);
    expect(overlay.open).toBe(false);
  });
});
