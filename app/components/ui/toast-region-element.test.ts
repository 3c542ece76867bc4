// @vitest-environment jsdom
import { fireEvent, getByRole, queryByRole } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { define, prefersReducedMotion, recordScrolling } from "~/browser/test-support/dom";
import { ToastRegion } from "./toast-region-element";
import { SWIPE_THRESHOLD_PX, TOAST_DISMISSED, TOAST_REMOVE_DELAY_MS } from "./toast-rules";

define("toast-region", ToastRegion);

const template = (variant: string, role: string) => `<template data-template="${variant}">
  <div role="${role}" aria-atomic="true" tabindex="0" data-variant="${variant}">
    <div data-title=""></div><div data-description=""></div><div data-actions=""></div>
    <button type="button" data-close="" aria-label="Close notification">×</button>
  </div></template>`;

function region() {
  document.body.innerHTML = `<button>Elsewhere</button><toast-region><section aria-label="Notifications (F8)"><div data-toasts="" tabindex="-1"></div></section>${template("default", "status")}${template("destructive", "alert")}</toast-region>`;
  return document.querySelector("toast-region") as ToastRegion;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("<toast-region>", () => {
  it("shows a toast of its variant with its title and description, and no description when there is none", () => {
    const toasts = region();
    toasts.show({ title: "Uh Oh! Something went wrong.", description: "Invalid username or password.", variant: "destructive" });
    const alert = getByRole(toasts, "alert");
    expect(alert.dataset.state).toBe("open");
    expect(alert.textContent).toContain("Uh Oh! Something went wrong.");
    expect(alert.textContent).toContain("Invalid username or password.");
    toasts.show({ title: "₹ 76.50" });
    const status = getByRole(toasts, "status");
    expect(status.dataset.variant).toBe("default");
    expect(status.querySelector<HTMLElement>("[data-description]")?.hidden).toBe(true);
  });

  it("shows one toast at a time: the next takes the place of the last, which is told it was dismissed", () => {
    const toasts = region();
    const first = toasts.show({ title: "First" })!;
    const dismissed = vi.fn();
    first.addEventListener(TOAST_DISMISSED, dismissed);
    toasts.show({ title: "Second" });
    expect(dismissed).toHaveBeenCalledTimes(1);
    expect(toasts.querySelectorAll("[data-toasts] > *")).toHaveLength(1);
    expect(toasts.open?.textContent).toContain("Second");
  });

  it("is kept until dismissed, by its button or Escape, then removed 1,000,000 ms later", () => {
    const toasts = region();
    const toast = toasts.show({ title: "Kept" })!;
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(toast.hidden).toBe(false);
    fireEvent.click(getByRole(toast, "button", { name: "Close notification" }));
    expect(toast.hidden).toBe(true);
    expect(toast.dataset.state).toBe("closed");
    expect(queryByRole(toasts, "status")).toBeNull();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(toast.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toast.isConnected).toBe(false);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);

    const next = toasts.show({ title: "Escaped" })!;
    fireEvent.keyDown(next, { key: "Escape" });
    expect(next.dataset.state).toBe("closed");
  });

  it("takes focus on F8 from anywhere in the page", () => {
    const toasts = region();
    const toast = toasts.show({ title: "Here" })!;
    const elsewhere = getByRole(document.body, "button", { name: "Elsewhere" });
    elsewhere.focus();
    fireEvent.keyDown(elsewhere, { key: "F8" });
    expect(document.activeElement).toBe(toast);
  });

  it("is dismissed by a swipe to the right of 50 px or more, and not by a shorter one or one to the left", () => {
    const toasts = region();
    const swipe = (toast: HTMLElement, dx: number) => {
      fireEvent.pointerDown(toast, { pointerId: 1, clientX: 100 });
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: 100 + dx });
      fireEvent.pointerUp(toast, { pointerId: 1, clientX: 100 + dx });
    };
    const toast = toasts.show({ title: "Swipe me" })!;
    swipe(toast, SWIPE_THRESHOLD_PX - 1);
    swipe(toast, -200);
    expect(toast.dataset.state).toBe("open");
    expect(toast.style.transform).toBe("");
    swipe(toast, SWIPE_THRESHOLD_PX);
    expect(toast.dataset.state).toBe("closed");
  });
});

describe("a toast keeps clear of the control that raised it", () => {
  // jsdom lays nothing out: each element is given the box a phone of 390 × 844 would give it.
  function placed(element: Element, top: number, height: number, left = 16, width = 358) {
    element.getBoundingClientRect = () => DOMRect.fromRect({ x: left, y: top, width, height });
  }
  const toastBox = () => {
    const spy = vi
      .spyOn(HTMLElement.prototype, "getBoundingClientRect")
      .mockReturnValue(DOMRect.fromRect({ x: 16, y: 718, width: 358, height: 110 }));
    return () => spy.mockRestore();
  };

  for (const reduce of [false, true]) {
    it(`scrolls the page so the button stands 16 px above the toast (${reduce ? "at once" : "smoothly"})`, () => {
      prefersReducedMotion(reduce);
      const scrollBy = recordScrolling().scrollBy;
      const toasts = region();
      const button = document.querySelector("button")!;
      const restore = toastBox();
      placed(button, 760, 44);
      toasts.show({ title: "Uh Oh! Something went wrong.", variant: "destructive" }, { keepClear: [button] });
      restore();
      expect(scrollBy).toHaveBeenCalledWith({ top: 760 + 44 - 718 + 16, behavior: reduce ? "instant" : "smooth" });
    });
  }

  it("leaves the page where it is when the button is clear of the toast, or off the screen beside it", () => {
    prefersReducedMotion(false);
    const scrollBy = recordScrolling().scrollBy;
    const toasts = region();
    const button = document.querySelector("button")!;
    const restore = toastBox();
    placed(button, 400, 44);
    toasts.show({ title: "₹ 76.50" }, { keepClear: [button] });
    placed(button, 760, 44, 0, 0);
    toasts.show({ title: "₹ 76.50" }, { keepClear: [button] });
    restore();
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
