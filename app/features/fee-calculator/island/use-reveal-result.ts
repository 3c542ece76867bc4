import { type RefObject, useEffect, useRef } from "react";

/**
 * After a calculation in the browser the page moves to the result, its heading just under the
 * header, so the visitor sees the answer itself and not only its toast, which stays at the
 * bottom of the window clear of the figure (at once when the visitor prefers reduced motion).
 * The result the page opened with stays where the address put it. Returns the ref for the box
 * that holds the result (CalculatorLayout's answer).
 */
export function useRevealResult(outcome: unknown): RefObject<HTMLDivElement | null> {
  const answer = useRef<HTMLDivElement>(null);
  const opened = useRef(outcome);
  useEffect(() => {
    if (outcome === null || outcome === opened.current) return;
    const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
    answer.current?.scrollIntoView({ block: "start", behavior: reduced ? "instant" : "smooth" });
  }, [outcome]);
  return answer;
}
