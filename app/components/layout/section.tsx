import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A page band with the site's width and padding. */
export function Section({
  children,
  className,
  tone = "plain",
  ...rest
}: { children: ReactNode; className?: string; tone?: "plain" | "tinted" } & React.HTMLAttributes<HTMLElement>) {
  return (
    <section className={cn(tone === "tinted" ? "bg-parchment/60" : "", className)} {...rest}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">{children}</div>
    </section>
  );
}
