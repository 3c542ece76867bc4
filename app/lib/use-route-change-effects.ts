import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { canonicalPath } from "../../core/routing/legacy-paths";

/**
 * After each client-side navigation: replace a legacy URL (/Team/id=3) by its canonical form, and
 * scroll to the top, smoothly unless the visitor prefers reduced motion. Hash links keep their
 * target; the first render keeps the browser's own position.
 */
export function useRouteChangeEffects() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const previousPath = useRef<string | null>(null);

  // Before paint, so the new page never shows at the old position.
  useLayoutEffect(() => {
    const canonical = canonicalPath(pathname);
    if (canonical !== null) {
      navigate(`${canonical}${search}${hash}`, { replace: true, preventScrollReset: true });
      return;
    }
    const first = previousPath.current === null;
    const changed = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (first || !changed || hash) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? "instant" : "smooth" });
  }, [pathname, search, hash, navigate]);
}
