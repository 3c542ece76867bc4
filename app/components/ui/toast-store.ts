import { type ReactNode, useSyncExternalStore } from "react";

/** The spec's toast rules: one visible at a time, kept until dismissed, removed long after. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "destructive";
export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Rendered under the description, e.g. a copy button that manages its own state. */
  action?: ReactNode;
};
export type ToastItem = ToastInput & { id: string; open: boolean };
export type ToastState = { toasts: ToastItem[] };

export type ToastEvent =
  | { type: "add"; toast: ToastItem }
  | { type: "update"; id: string; toast: Partial<ToastInput> }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

/** Pure transitions of the toast list; the store below only adds timers around it. */
export function toastReducer(state: ToastState, event: ToastEvent): ToastState {
  switch (event.type) {
    case "add":
      return { toasts: [event.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "update":
      return { toasts: state.toasts.map((t) => (t.id === event.id ? { ...t, ...event.toast } : t)) };
    case "dismiss":
      return {
        toasts: state.toasts.map((t) => (event.id === undefined || t.id === event.id ? { ...t, open: false } : t)),
      };
    case "remove":
      return { toasts: event.id === undefined ? [] : state.toasts.filter((t) => t.id !== event.id) };
  }
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(event: ToastEvent) {
  state = toastReducer(state, event);
  if (event.type === "dismiss") {
    for (const t of state.toasts) {
      if (!t.open && !removalTimers.has(t.id)) {
        removalTimers.set(
          t.id,
          setTimeout(() => {
            removalTimers.delete(t.id);
            dispatch({ type: "remove", id: t.id });
          }, TOAST_REMOVE_DELAY_MS),
        );
      }
    }
  }
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput) {
  const id = String(++counter);
  dispatch({ type: "add", toast: { ...input, id, open: true } });
  return {
    id,
    update: (next: Partial<ToastInput>) => dispatch({ type: "update", id, toast: next }),
    dismiss: () => dispatch({ type: "dismiss", id }),
  };
}

export function dismissToast(id?: string) {
  dispatch({ type: "dismiss", id });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot: ToastState = { toasts: [] };

export function useToasts(): ToastState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverSnapshot,
  );
}
