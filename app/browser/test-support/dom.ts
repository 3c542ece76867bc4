/**
 * What jsdom does not implement and the custom elements use, for their unit tests: a modal
 * <dialog> (showModal, close and its "close" event, focus return), matchMedia (reduced motion),
 * Element.animate (recorded), and IntersectionObserver (driven by the test). Chromium runs the real
 * ones in the journeys (tests/e2e/).
 */
import { vi } from "vitest";

export function installDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __installed?: boolean };
  if (proto.__installed) return;
  proto.__installed = true;
  const openers = new WeakMap<HTMLDialogElement, Element | null>();
  proto.showModal = function (this: HTMLDialogElement) {
    if (this.open) return;
    openers.set(this, document.activeElement);
    this.setAttribute("open", "");
    this.querySelector<HTMLElement>("button, a[href], input, [tabindex]")?.focus();
  };
  proto.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    // The browser returns focus to what had it before the dialog opened, then fires "close".
    const opener = openers.get(this);
    if (opener instanceof HTMLElement) opener.focus();
    this.dispatchEvent(new Event("close"));
  };
}

/** matchMedia answering "(prefers-reduced-motion: reduce)" as told. */
export function prefersReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes("reduce"), media: query })) as typeof window.matchMedia;
}

/** Element.animate, recording each call. */
export function recordAnimations() {
  const animate = vi.fn(() => ({}) as Animation);
  Element.prototype.animate = animate as unknown as typeof Element.prototype.animate;
  return animate;
}

/** IntersectionObserver whose observed elements the test brings into view. */
export function controllableIntersections() {
  const observers: { callback: IntersectionObserverCallback; targets: Set<Element>; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    readonly record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, targets: new Set(), options };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.targets.clear();
    }
  }
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    observers,
    /** Brings `target` within the observers' margin. */
    show(target: Element) {
      for (const { callback, targets } of observers) {
        if (targets.has(target)) callback([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}

/** Defines a custom element once per test file. */
export function define(name: string, element: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, element);
}

/** Element.scrollIntoView and window.scrollBy, which jsdom lacks or leaves unimplemented, recorded. */
export function recordScrolling() {
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as typeof Element.prototype.scrollIntoView;
  const scrollBy = vi.fn();
  window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
  return { scrollIntoView, scrollBy };
}
