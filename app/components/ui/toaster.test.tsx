// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "./toast-store";
import { Toaster } from "./toaster";

describe("Toaster", () => {
  it("shows one toast at a time, announced, with its variant, and closes on its button", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First" });
    });
    expect(screen.getByText("First")).toBeTruthy();
    act(() => {
      toast({ variant: "destructive", title: "Uh Oh! Something went wrong.", description: "Invalid username or password." });
    });
    expect(screen.queryByText("First")).toBeNull();
    const title = screen.getByText("Uh Oh! Something went wrong.");
    const root = title.closest("[data-variant]");
    expect(root?.getAttribute("data-variant")).toBe("destructive");
    expect(screen.getByText("Invalid username or password.")).toBeTruthy();
    // Radix mirrors the toast into a live region a frame later, so screen readers announce it: the
    // region must carry this toast's words, not merely exist.
    await waitFor(() => {
      const announced = [...document.querySelectorAll('[aria-live="assertive"], [aria-live="polite"]')].map(
        (region) => region.textContent ?? "",
      );
      expect(announced.some((text) => text.includes("Invalid username or password."))).toBe(true);
    });
    await act(async () => {
      screen.getByRole("button", { name: "Close notification" }).click();
    });
    expect(root?.getAttribute("data-state")).toBe("closed");
  });
});
