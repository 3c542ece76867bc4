import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import type { ToastRegion } from "./toast-region-element";
import { TOAST_DISMISSED, type ToastContent } from "./toast-rules";

export type ToastInput = ToastContent & {
  /** Rendered under the description, e.g. a copy button that manages its own state. */
  action?: ReactNode;
  /** What the toast must not cover, such as the button that raised it (toast-region-element.ts). */
  keepClear?: readonly Element[];
};

/**
 * Raises a toast from an island: the page's one `<toast-region>` (toast-region.tsx, defined by the
 * site's module) shows it, as it does sign-in's. The action is React's, rendered into the toast in
 * a root of its own, unmounted when the toast is dismissed; it takes its words from the form that
 * raised it, as a toast is drawn outside the island's texts.
 */
export function toast({ action, keepClear, ...content }: ToastInput): void {
  const shown = document.querySelector<ToastRegion>("toast-region")?.show?.(content, { keepClear });
  const slot = shown?.querySelector("[data-actions]");
  if (!shown || !slot || action == null) return;
  const root = createRoot(slot);
  root.render(action);
  shown.addEventListener(TOAST_DISMISSED, () => root.unmount(), { once: true });
}
