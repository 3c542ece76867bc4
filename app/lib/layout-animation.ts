/** The spec's layout animation for enlarging a picture. */
export const LAYOUT_ANIMATION_MS = 450;

/**
 * Animates `target` from the box of `origin` to its own place (a FLIP transition), so the
 * enlarged picture grows out of the thumbnail. Nothing moves when the visitor prefers reduced motion.
 */
export function growFrom(origin: Element | null | undefined, target: HTMLElement | null) {
  if (!origin || !target || typeof target.animate !== "function") return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const from = origin.getBoundingClientRect();
  const to = target.getBoundingClientRect();
  if (to.width === 0 || to.height === 0) return;
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  target.animate(
    [
      { transform: `translate(${dx}px, ${dy}px) scale(${from.width / to.width}, ${from.height / to.height})`, opacity: 0.6 },
      { transform: "none", opacity: 1 },
    ],
    { duration: LAYOUT_ANIMATION_MS, easing: "cubic-bezier(0.2, 0.8, 0.2, 1)" },
  );
}
