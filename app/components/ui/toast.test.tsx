// @vitest-environment jsdom
import { getByRole, waitFor } from "@testing-library/dom";
import { act } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { define } from "~/browser/test-support/dom";
import { loadPageTexts } from "~/lib/content/translations.server";
import { TranslationsProvider } from "~/lib/i18n/translations";
import { toast } from "./toast";
import { ToastRegion } from "./toast-region";
import { ToastRegion as ToastRegionElement } from "./toast-region-element";

define("toast-region", ToastRegionElement);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The region as the server writes it, in English, run by its element. */
function page() {
  document.body.innerHTML = renderToStaticMarkup(
    <TranslationsProvider texts={loadPageTexts("en", "layout")}>
      <ToastRegion />
    </TranslationsProvider>,
  );
  return document.querySelector("toast-region") as ToastRegionElement;
}

describe("an island's toast", () => {
  it("is the page's one toast region, named in the page's language, with the island's React action inside", async () => {
    const region = page();
    expect(getByRole(region, "region", { name: "Notifications (F8)" })).toBeTruthy();
    await act(async () => toast({ title: "₹ 76.50", description: "Court fee in Delhi", action: <button type="button">Copy</button> }));
    const shown = getByRole(region, "status");
    expect(shown.textContent).toContain("₹ 76.50");
    expect(shown.textContent).toContain("Court fee in Delhi");
    expect(getByRole(shown, "button", { name: "Copy" })).toBeTruthy();
    expect(getByRole(shown, "button", { name: "Close notification" })).toBeTruthy();
  });

  it("unmounts the action of a toast that the next one replaces", async () => {
    const region = page();
    await act(async () => toast({ title: "First", action: <button type="button">Copy first</button> }));
    const first = region.open!;
    await act(async () => toast({ title: "No fee computed", variant: "destructive" }));
    await waitFor(() => expect(first.querySelector("button[type=button]:not([data-close])")).toBeNull());
    expect(getByRole(region, "alert").textContent).toContain("No fee computed");
  });

  it("does nothing on a page without the region (a component test, the server)", () => {
    document.body.innerHTML = "";
    expect(() => toast({ title: "Nowhere" })).not.toThrow();
  });
});
