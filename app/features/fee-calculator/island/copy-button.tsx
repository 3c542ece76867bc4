import { useEffect, useRef, useState } from "react";
import { useT } from "~/lib/i18n/translations";

// The spec: the button reads "Copied" for 3 seconds, then reverts.
const COPIED_MS = 3000;

/** Copies a figure; where the browser cannot, says so in the spec's words. */
export type CopyTexts = { copy: string; copied: string; copyLink: string; unsupported: string };

/**
 * The buttons' words in the page's language. A toast is drawn outside the page's texts, so the
 * buttons take their words from the form that made them.
 */
export function useCopyTexts(): CopyTexts {
  const t = useT();
  return {
    copy: t("calculators.copy"),
    copied: t("calculators.copied"),
    copyLink: t("calculators.copyLink"),
    unsupported: t("calculators.copyUnsupported"),
  };
}

export function CopyButton({ text, label, texts }: { text: string | (() => string); label?: string; texts: CopyTexts }) {
  const [copied, setCopied] = useState(false);
  // Started by the copy itself rather than by an effect of "Copied", which would run after the next
  // paint: the spec counts the three seconds from the copy.
  const revert = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(revert.current), []);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(typeof text === "function" ? text() : text);
      setCopied(true);
      clearTimeout(revert.current);
      revert.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      window.alert(texts.unsupported);
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
      <span aria-live="polite">{copied ? texts.copied : (label ?? texts.copy)}</span>
    </button>
  );
}

/** Copies the address of what is on screen: each calculation writes its inputs into the address. */
export function CopyLinkButton({ texts }: { texts: CopyTexts }) {
  return <CopyButton text={() => window.location.href} label={texts.copyLink} texts={texts} />;
}
