import { useEffect, useState } from "react";
import type { ToasterLabels } from "./toaster";

type ToasterComponent = (typeof import("./toaster"))["Toaster"];

/**
 * Radix's toasts load once the island has hydrated, not with it: they are off its first load (the
 * interactive pages' size is gated by npm run size) yet there before any toast is raised. Not
 * React.lazy: Suspense reveals its content on a timer, which a test's paused clock would hold.
 */
export function LazyToaster(labels: ToasterLabels) {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    let mounted = true;
    void import("./toaster").then((module) => mounted && setToaster(() => module.Toaster));
    return () => {
      mounted = false;
    };
  }, []);
  return Toaster ? <Toaster {...labels} /> : null;
}
