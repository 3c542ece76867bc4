import { cn } from "~/lib/cn";

/**
 * A toast's look, for Radix's toasts (toaster.tsx) and the sign-in page's own (which loads no
 * framework): the same card in both. The swipe classes follow Radix's data attributes.
 */
export function toastClass(variant: "default" | "destructive"): string {
  return cn(
    "group pointer-events-auto relative grid w-full gap-1 rounded-lg border p-4 pr-10 shadow-xl",
    "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
    "data-[state=open]:animate-fade-in data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
    variant === "destructive" ? "border-danger bg-danger text-white" : "border-parchment bg-white text-ink",
  );
}
