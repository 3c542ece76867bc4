// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, type ToastItem, toastReducer } from "./toast-store";

const item = (id: string, title = `toast ${id}`): ToastItem => ({ id, title, open: true });

describe("toastReducer", () => {
  it("keeps one toast: a new one replaces the old", () => {
    expect(TOAST_LIMIT).toBe(1);
    const first = toastReducer({ toasts: [] }, { type: "add", toast: item("1") });
    const second = toastReducer(first, { type: "add", toast: item("2") });
    expect(second.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("updates only the named toast", () => {
    const state = toastReducer({ toasts: [item("1")] }, { type: "update", id: "1", toast: { title: "new", variant: "destructive" } });
    expect(state.toasts[0]).toMatchObject({ id: "1", title: "new", variant: "destructive", open: true });
    expect(toastReducer(state, { type: "update", id: "9", toast: { title: "x" } })).toEqual(state);
  });

  it("dismisses by closing, then removes", () => {
    const open = { toasts: [item("1")] };
    const dismissed = toastReducer(open, { type: "dismiss", id: "1" });
    expect(dismissed.toasts[0]?.open).toBe(false);
    expect(toastReducer(dismissed, { type: "remove", id: "1" }).toasts).toEqual([]);
    expect(toastReducer(open, { type: "dismiss" }).toasts.every((t) => !t.open)).toBe(true);
    expect(toastReducer(open, { type: "remove" }).toasts).toEqual([]);
  });
});

describe("toast store", () => {
  afterEach(() => vi.useRealTimers());

  it("never closes a toast by itself and removes a dismissed one after the spec's delay", async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const store = await import("./toast-store");
    const { renderHook, act } = await import("@testing-library/react");
    const { result } = renderHook(() => store.useToasts());
    let handle: ReturnType<typeof store.toast> | undefined;
    act(() => {
      handle = store.toast({ title: "Uh Oh! Something went wrong.", variant: "destructive" });
    });
    act(() => vi.advanceTimersByTime(10 * TOAST_REMOVE_DELAY_MS));
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.open).toBe(true);
    act(() => handle?.dismiss());
    expect(result.current.toasts[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });
});
