import { DISCLAIMER_COOKIE, agreementCookie } from "./disclaimer-cookie";

/** The gate's <dialog> and its "Yes, I Agree" (disclaimer-gate.tsx). */
export const DISCLAIMER_GATE_ID = "disclaimer";
export const DISCLAIMER_AGREE_ID = "disclaimer-agree";

/**
 * The Bar Council disclaimer without React (docs/decisions/0030-the-layout-without-react.md), the
 * one script every page carries inline (app/browser/head.ts, docs/decisions/0034). In the head,
 * before anything is painted: a visitor without the cookie gets `data-disclaimer=pending`
 * and the gate, a native modal <dialog>, is opened the moment its button is parsed, so it is modal
 * (the page behind inert, focus inside) from the first frame it shows in. Escape and clicks outside
 * do nothing, on purpose; "Yes, I Agree" sets the cookie and gives the page back.
 */
export function startDisclaimerGate(): void {
  const root = document.documentElement;
  const pending = () => root.dataset.disclaimer === "pending";
  root.dataset.disclaimer = new RegExp(`(?:^|;\\s*)${DISCLAIMER_COOKIE}=`).test(document.cookie) ? "agreed" : "pending";
  if (!pending()) return;

  const gate = () => document.getElementById(DISCLAIMER_GATE_ID) as HTMLDialogElement | null;
  const open = () => {
    const dialog = gate();
    if (!dialog || !document.getElementById(DISCLAIMER_AGREE_ID)) return false;
    if (!dialog.open) dialog.showModal();
    // A modal dialog focuses its first control, here "Disagree"; the spec's choice is "Yes, I Agree".
    document.getElementById(DISCLAIMER_AGREE_ID)?.focus();
    return true;
  };
  // The parser adds the gate's button before anything can be painted after it: the observer's
  // callback runs at the end of the parser's task, before the frame.
  if (!open()) {
    const watcher = new MutationObserver(() => {
      if (open()) watcher.disconnect();
    });
    watcher.observe(root, { childList: true, subtree: true });
  }

  // Escape asks the dialog to cancel; the gate refuses. A browser may close it anyway after repeated
  // presses (close watchers), so it opens again while the visitor has not agreed.
  document.addEventListener(
    "cancel",
    (event) => {
      if (event.target === gate()) event.preventDefault();
    },
    true,
  );
  document.addEventListener(
    "close",
    (event) => {
      if (event.target === gate() && pending()) open();
    },
    true,
  );
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`#${DISCLAIMER_AGREE_ID}`)) return;
    document.cookie = agreementCookie(location.protocol === "https:");
    root.dataset.disclaimer = "agreed";
    gate()?.close();
  });
}
