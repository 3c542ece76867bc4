import { useEffect, useState } from "react";

// The spec: the button reads "Copied" for 3 seconds, then reverts.
const COPIED_MS = 3000;

/** Copies a figure; where the browser cannot, says so in the spec's words. */
export function CopyButton({ text, label = "Copy" }: { text: string | (() => string); label?: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(typeof text === "function" ? text() : text);
      setCopied(true);
    } catch {
      window.alert("Your browser doesn't support this function");
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      className="inline-flex min-h-10 items-center gap-2 rounded-md border border-current/30 px-3 text-sm font-semibold hover:bg-black/5"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
        {copied ? <path d="m5 12 5 5 9-10" /> : <path d="M8 8h11v11H8zM5 16V5h11" />}
      </svg>
      <span aria-live="polite">{copied ? "Copied" : label}</span>
    </button>
  );
}

/** Copies the address of what is on screen: each calculation writes its inputs into the address. */
export function CopyLinkButton() {
  return <CopyButton text={() => window.location.href} label="Copy link" />;
}
