import { CloseIcon } from "~/components/layout/icons";
import { DialogButton } from "~/components/ui/dialog-button";
import { Picture } from "~/components/ui/picture";
import { Shown } from "~/components/ui/shown-text";
import type { ShownReport, ShownText } from "~/lib/content/localized";
import { MixedText } from "~/lib/i18n/mixed-text";
import { useLocale, useT } from "~/lib/i18n/translations";
import { formatDateIn } from "../../../core/dates/format-date";

type Report = ShownReport;

/** The overlay's id: its close button names it. */
const MEDIA_OVERLAY_ID = "media-overlay";

/** The paragraphs of a report; English standing in for a missing Hindi text is marked as a whole. */
function Paragraphs({ paragraphs }: { paragraphs: readonly ShownText[] }) {
  return (
    <div className="prose-legal mt-5" lang={paragraphs[0]?.en ? "en" : undefined}>
      {paragraphs.map((p) => (
        <p key={p.text}>{p.en ? p.text : <Shown value={p} />}</p>
      ))}
    </div>
  );
}

/** Where and when a report appeared, "Tilak Marg Bulletin · 18 September 2023", or nothing when the content does not say. */
function ReportedIn({ report, className }: { report: Pick<Report, "outlet" | "date">; className: string }) {
  const locale = useLocale();
  if (!report.outlet && !report.date) return null;
  return (
    <span className={className} data-testid="media-reported">
      {report.outlet ? <MixedText text={report.outlet} /> : null}
      {report.outlet && report.date ? <span aria-hidden="true"> · </span> : null}
      {report.date ? (
        <time dateTime={report.date} className="whitespace-nowrap">
          {formatDateIn(report.date, locale)}
        </time>
      ) : null}
    </span>
  );
}

const reportedClass = "block text-sm font-semibold tracking-wide text-brass-deep";

/**
 * Five news cards; each opens a full-screen overlay, a native modal <dialog>, with the whole
 * report. Every report's full text is in the page's HTML, below the cards: a card links to its
 * report there, which the page shows when it is the link's target (`:target` in app.css), so it
 * reads without script too; with script `<media-reports>` shows a copy of it in the overlay
 * (media-reports-element.ts).
 */
export function MediaReports({ reports }: { reports: readonly Report[] }) {
  const t = useT();
  return (
    <media-reports className="mx-auto block max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reports.map((report) => (
          <li key={report.id}>
            <a
              href={`#report-${report.id}`}
              data-report={`report-${report.id}`}
              className="group flex h-full w-full flex-col overflow-hidden rounded-xl border border-parchment bg-white text-left shadow-sm hover:shadow-lg"
              data-testid="media-card"
            >
              <Picture
                kind="media"
                name={report.image}
                alt={report.alt.text}
                lang={report.alt.en ? "en" : undefined}
                sizes="(min-width: 1024px) 26rem, (min-width: 768px) 45vw, 92vw"
                className="aspect-[3/2] h-auto w-full object-cover"
              />
              {/* A column to the card's foot, so "Read the report" stands at one height across a row. */}
              <span className="flex flex-1 flex-col p-5">
                <ReportedIn report={report} className={`${reportedClass} mb-2`} />
                <span className="block font-serif text-xl font-semibold text-navy group-hover:text-teal">
                  <Shown value={report.title} />
                </span>
                <span className="mt-2 mb-3 block leading-relaxed text-ink">
                  <Shown value={report.excerpt} />
                </span>
                <span className="mt-auto self-start font-semibold text-teal underline underline-offset-2">{t("lists.media.read")}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {reports.map((report) => (
        <article
          key={report.id}
          id={`report-${report.id}`}
          aria-labelledby={`report-${report.id}-title`}
          className="media-report-full mx-auto mt-14 max-w-3xl scroll-mt-24"
        >
          <h2 id={`report-${report.id}-title`} className="font-serif text-2xl font-semibold text-navy sm:text-3xl">
            <Shown value={report.title} />
          </h2>
          {report.outlet || report.date ? (
            <p className="mt-2">
              <ReportedIn report={report} className={reportedClass} />
            </p>
          ) : null}
          <Paragraphs paragraphs={report.description} />
          <a href="#main" data-report-back="" className="mt-4 inline-block font-semibold text-teal underline underline-offset-2">
            {t("lists.media.back")}
          </a>
        </article>
      ))}
      <dialog
        id={MEDIA_OVERLAY_ID}
        className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-ivory text-ink open:animate-fade-in"
      >
        <article className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6">
          <div className="sticky top-0 flex justify-end bg-ivory/90 py-2">
            <DialogButton
              command="close"
              dialogId={MEDIA_OVERLAY_ID}
              label={t("lists.media.close")}
              className="inline-flex size-11 items-center justify-center rounded-md bg-white shadow hover:bg-parchment"
            >
              <CloseIcon className="size-6" />
            </DialogButton>
          </div>
          {/* <media-reports> puts the card's picture and the report's text here, and names the dialog by its heading. */}
          <div data-overlay-body="" />
        </article>
      </dialog>
    </media-reports>
  );
}
