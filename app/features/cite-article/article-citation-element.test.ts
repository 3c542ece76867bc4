// @vitest-environment jsdom
import { fireEvent, getByRole, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { define } from "~/browser/test-support/dom";
import { ArticleCitation, accessedDate } from "./article-citation-element";

const markup = `<section aria-labelledby="h"><h2 id="h">Cite this article</h2>
  <p data-citation="">Nyayadhara Chambers, "Seat and venue" (2026)<span data-accessed=""></span></p>
  <button type="button" data-copied="Citation copied to the clipboard." data-failed="The citation could not be copied: select the text above and copy it.">Copy citation</button>
  <p role="status"></p></section>`;

function citation() {
  document.body.innerHTML = `<article-citation>${markup}</article-citation>`;
  define("article-citation", ArticleCitation);
  return document.querySelector("article-citation") as ArticleCitation;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("<article-citation>", () => {
  it("adds today's date in the reader's calendar as the date accessed, as the site writes dates", () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 5, 23, 59) });
    const element = citation();
    expect(element.citation).toBe('Nyayadhara Chambers, "Seat and venue" (2026) accessed 5 November 2026');
    expect(accessedDate(new Date(2027, 0, 31))).toBe("31 January 2027");
  });

  it("copies the whole citation and says so in its live region", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    const element = citation();
    fireEvent.click(getByRole(element, "button", { name: "Copy citation" }));
    await waitFor(() => expect(getByRole(element, "status").textContent).toBe("Citation copied to the clipboard."));
    expect(writeText).toHaveBeenCalledWith(element.citation);
  });

  it("says what to do where it cannot copy", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.reject(new Error("denied")) } });
    const element = citation();
    fireEvent.click(getByRole(element, "button", { name: "Copy citation" }));
    await waitFor(() => expect(getByRole(element, "status").textContent).toMatch(/^The citation could not be copied/));
    vi.stubGlobal("navigator", {});
    getByRole(element, "status").textContent = "";
    await element.copy();
    expect(getByRole(element, "status").textContent).toMatch(/^The citation could not be copied/);
  });
});
