import { site } from "~/config/site";
import { useT } from "~/lib/i18n/translations";
import { DISCLAIMER_AGREE_ID, DISCLAIMER_GATE_ID } from "./disclaimer-behaviour";

/**
 * The Bar Council disclaimer, a native <dialog> the head script opens as a modal before the first
 * paint when the visitor has not agreed (disclaimer-behaviour.ts): it is the first thing in the
 * body, so nothing behind it is drawn first. Without script it never opens.
 */
export function DisclaimerGate() {
  const t = useT();
  const paragraphs = [t("disclaimer.advertising"), t("disclaimer.information")];
  return (
    <dialog
      id={DISCLAIMER_GATE_ID}
      aria-labelledby="disclaimer-title"
      aria-describedby="disclaimer-body"
      className="disclaimer-gate m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-xl bg-ivory p-6 text-ink shadow-2xl backdrop:bg-ink/85 backdrop:backdrop-blur-sm sm:p-8"
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
          id={DISCLAIMER_AGREE_ID}
          type="button"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-navy px-5 font-semibold text-ivory hover:bg-ink"
        >
          {t("disclaimer.agree")}
        </button>
      </div>
    </dialog>
  );
}
