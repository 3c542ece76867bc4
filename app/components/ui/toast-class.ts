import { cn } from "~/lib/cn";

/** A toast's look (toast-region.tsx): the same card for sign-in and the calculators. */
export function toastClass(variant: "default" | "destructive"): string {
  return cn(
    "group pointer-events-auto relative grid w-full gap-1 rounded-lg border p-4 pr-10 shadow-xl touch-pan-y",
    "data-[state=open]:animate-fade-in",
    variant === "destructive" ? "border-danger bg-danger text-white" : "border-parchment bg-white text-ink",
  );
}
