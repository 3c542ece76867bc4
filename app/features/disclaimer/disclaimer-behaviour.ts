/**
 * The Bar Council disclaimer without React (docs/decisions/0030-the-layout-without-react.md). In
 * the head, before anything is painted: a visitor without the cookie gets `data-disclaimer=pending`
 * and the gate, a native modal <dialog>, is opened the moment its button is parsed, so it is modal
 * (the page behind inert, focus inside) from the first frame it shows in. Escape and clicks outside
 * do nothing, on purpose; "Yes, I Agree" sets the cookie and gives the page back.
 */
export type DisclaimerOptions = {
  /** The cookie's name, and the whole Set-Cookie value written on agreement (without Secure). */
  cookieName: string;
  agreementCookie: string;
  gateId: string;
  agreeId: string;
};

export function disclaimerBehaviour({ cookieName, agreementCookie, gateId, agreeId }: DisclaimerOptions): void {
  const root = document.documentElement;
  const pending = () => root.dataset.disclaimer === "pending";
  root.dataset.disclaimer = new RegExp(`(?:^|;\\s*)${cookieName}=`).test(document.cookie) ? "agreed" : "pending";
  if (!pending()) return;

  const gate = () => document.getElementById(gateId) as HTMLDialogElement | null;
  const open = () => {
    const dialog = gate();
    if (!dialog || !document.getElementById(agreeId)) return false;
    if (!dialog.open) dialog.showModal();
    // A modal dialog focuses its first control, here "Disagree"; the spec's choice is "Yes, I Agree".
    document.getElementById(agreeId)?.focus();
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
    if (!(event.target instanceof Element) || !event.target.closest(`#${agreeId}`)) return;
    document.cookie = agreementCookie + (location.protocol === "https:" ? "; Secure" : "");
    root.dataset.disclaimer = "agreed";
    gate()?.close();
  });
}
