// What the toast region (toast-region-element.ts) and those who raise a toast (toast.tsx) agree on,
// in a module of its own: the element's class cannot be loaded where there is no DOM (the server).

export type ToastVariant = "default" | "destructive";
export type ToastContent = { title: string; description?: string; variant?: ToastVariant };

/** The spec: a dismissed toast is removed about 1,000,000 ms later. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** A toast swiped this far to the right is dismissed. */
export const SWIPE_THRESHOLD_PX = 50;
/** Fired on a toast when it is dismissed (by the visitor, or by the next toast taking its place). */
export const TOAST_DISMISSED = "toast-dismissed";
