import { useEffect, useRef, useState } from "react";
import { site } from "~/config/site";
import { useT } from "~/lib/i18n/translations";
import { agreementCookie } from "./disclaimer-cookie";

const SHELL_ID = "site-shell";

/**
 * The Bar Council disclaimer, over everything until the visitor chooses. It is in the prerendered
 * HTML and shown by CSS when the head script found no cookie; once hydrated it makes the page
 * behind inert, so focus stays in the dialog. Escape and clicks outside do nothing on purpose.
 */
export function DisclaimerGate() {
  const [pending, setPending] = useState(true);
  const t = useT();
  const agreeRef = useRef<HTMLButtonElement>(null);

  // A visitor who already agreed: the head script marked the page; drop the hidden gate.
  useEffect(() => {
    if (document.documentElement.dataset.disclaimer !== "pending") setPending(false);
  }, []);

  // While the gate is up, everything behind it is inert; agreeing gives the page back.
  useEffect(() => {
    if (!pending || document.documentElement.dataset.disclaimer !== "pending") return;
    const shell = document.getElementById(SHELL_ID);
    if (shell) shell.inert = true;
    agreeRef.current?.focus();
    return () => {
      if (shell) shell.inert = false;
    };
  }, [pending]);

  if (!pending) return null;

  function agree() {
    document.cookie = agreementCookie(window.location.protocol === "https:");
    document.documentElement.dataset.disclaimer = "agreed";
    setPending(false);
  }

  const paragraphs = [t("disclaimer.advertising"), t("disclaimer.information")];
  return (
    <div className="disclaimer-gate fixed inset-0 z-[90] items-center justify-center bg-ink/85 p-4 backdrop-blur-sm">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="disclaimer-title"
        aria-describedby="disclaimer-body"
        className="max-h-[90vh] w-full max-w-xl overflow-y-auto rounded-xl bg-ivory p-6 shadow-2xl sm:p-8"
      >
        <h2 id="disclaimer-title" className="text-2xl font-semibold text-navy">
          {t("disclaimer.heading")}
        </h2>
        <div id="disclaimer-body" className="mt-4 space-y-3 text-[0.97rem] leading-relaxed text-ink">
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <a
            href={site.disclaimerLeaveUrl}
            className="inline-flex min-h-11 items-center justify-center rounded-md border border-navy/30 px-5 font-medium text-navy hover:bg-parchment"
          >
            {t("disclaimer.disagree")}
          </a>
          <button
            ref={agreeRef}
            type="button"
            onClick={agree}
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-navy px-5 font-semibold text-ivory hover:bg-slate"
          >
            {t("disclaimer.agree")}
          </button>
        </div>
      </div>
    </div>
  );
}

export const siteShellId = SHELL_ID;
