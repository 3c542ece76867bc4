import { formatMonthIn } from "../../../../core/dates/format-date";
import type { ArbitrationOk } from "../../../../core/fees/arbitration-fee";
import { feeDataAsOfNote } from "../../../../core/fees/fee-data-note";
import { formatIndianPaise, formatIndianRupees, rupeeFigure } from "../../../../core/fees/indian-format";
import { MixedText } from "~/lib/i18n/mixed-text";
import type { Locale } from "~/lib/i18n/locale";
import { useLocale, useMessage, useT } from "~/lib/i18n/translations";
import { BreakdownRow, BreakdownTable, ResultPanel, SourceList, TextList } from "./result-panel";
import { useRupees } from "./use-rupees";

type Money = ArbitrationOk["perArbitrator"];
/** The fee data's two sentences a result states (core/fees/data/arbitration-explanations.ts), from the page's loader. */
export type ResultExplanations = { soleArbitratorUplift: string; ceilingApplied: string };
type Part = ArbitrationOk["claim"];

/** A figure of the result in the page's form (rupeeFigure): "₹ 45,000", paise only when there are some. */
export const rupees = (money: Money, locale: Locale) => rupeeFigure(formatIndianPaise(money.paise, { dropWholeDecimals: true }), locale);

/**
 * The notes in the page's language, each fixed sentence of the fee data by its translation
 * (calculators.yaml); a note nobody has translated stays English and is marked so. The data's date
 * is not repeated as a note: the result states it once, under "Data as of".
 */
function useNotes(result: ArbitrationOk): { notes: string[]; english: Set<string> } {
  const inLanguage = useMessage();
  const locale = useLocale();
  const asOfNote = feeDataAsOfNote(result.citation.asOf);
  const notes = result.notes.filter((note) => note !== asOfNote).map(inLanguage);
  return { notes, english: new Set(locale === "en" ? [] : notes.filter((note) => result.notes.includes(note))) };
}

function PartRow({ label, part, ceilingApplied }: { label: string; part: Part; ceilingApplied: string }) {
  const inLanguage = useMessage();
  const locale = useLocale();
  const shown = useRupees();
  return (
    <BreakdownRow
      label={`${label}: ${shown.figure(formatIndianRupees(part.sumInDispute))}`}
      rule={
        <>
          <MixedText text={shown.inText(part.formula)} />
          {part.slab5Reading ? <sup>*</sup> : null}
          {/* The ceiling's sentence on its own line, apart from the working. */}
          {part.ceilingApplied ? <span className="mt-1 block">{shown.inText(inLanguage(ceilingApplied))}</span> : null}
        </>
      }
      figure={rupees(part.fee, locale)}
    />
  );
}

export function ArbitrationResultView({ result, explanations }: { result: ArbitrationOk; explanations: ResultExplanations }) {
  const t = useT();
  const inLanguage = useMessage();
  const locale = useLocale();
  const { notes, english } = useNotes(result);
  const shown = useRupees();
  const figures = [
    { label: t("calculators.arbitration.perArbitrator"), value: result.perArbitrator, testId: "fee-per-arbitrator" },
    { label: t("calculators.arbitration.soleTotal"), value: result.soleArbitrator, testId: "fee-sole" },
    { label: t("calculators.arbitration.tribunalTotal"), value: result.tribunalTotal, testId: "fee-tribunal" },
  ];
  // The footnote is the note of the slab row read otherwise than printed, from the fee data.
  const slab5Note = [result.claim, result.counterClaimPart].find((part) => part?.slab5Reading)?.row.note;
  return (
    <ResultPanel heading={t("calculators.arbitration.heading")}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg bg-parchment/60 p-4">
            <dt className="text-sm text-slate">{figure.label}</dt>
            <dd className="mt-1 font-serif text-2xl font-semibold text-navy" data-testid={figure.testId}>
              {rupees(figure.value, locale)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="rounded-md bg-parchment px-4 py-3 font-medium">
        {shown.inText(inLanguage(explanations.soleArbitratorUplift))}{" "}
        {t("calculators.arbitration.applicable", { fee: rupees(result.applicable, locale) })}
      </p>
      <BreakdownTable
        caption={t("calculators.arbitration.breakdown")}
        headings={[t("calculators.arbitration.sumInDispute"), t("calculators.rule"), t("calculators.fee")]}
        footnote={
          slab5Note ? (
            <p className="mt-2 text-sm">
              * <NoteText english={slab5Note} />
            </p>
          ) : null
        }
      >
        <PartRow label={t("calculators.arbitration.claim")} part={result.claim} ceilingApplied={explanations.ceilingApplied} />
        {result.counterClaimPart ? (
          <PartRow
            label={t("calculators.arbitration.counterClaimRow")}
            part={result.counterClaimPart}
            ceilingApplied={explanations.ceilingApplied}
          />
        ) : null}
      </BreakdownTable>
      <TextList
        heading={t("calculators.notes")}
        items={notes}
        lang={locale === "en" ? "en" : undefined}
        itemLang={(note) => (english.has(note) ? "en" : undefined)}
      />
      <dl className="grid gap-x-6 gap-y-1 text-[0.95rem] sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">{t("calculators.statute")}</dt>
        <dd>
          <NoteText english={result.citation.statute} />
        </dd>
        <dt className="font-semibold">{t("calculators.basis")}</dt>
        <dd>
          <NoteText english={result.citation.basis} />
        </dd>
        <dt className="font-semibold">{t("calculators.inForce")}</dt>
        <dd>
          <NoteText english={result.citation.effectiveNote} />
        </dd>
        <dt className="font-semibold">{t("calculators.dataAsOf")}</dt>
        <dd>{formatMonthIn(result.citation.asOf, locale)}</dd>
      </dl>
      <SourceList sources={result.sources} />
    </ResultPanel>
  );
}

/** A fixed sentence of the fee data in the page's language, or in English, marked, when untranslated. */
function NoteText({ english }: { english: string }) {
  const inLanguage = useMessage();
  const locale = useLocale();
  const { inText } = useRupees();
  const shown = inLanguage(english);
  return locale === "en" || shown === english ? <span lang="en">{inText(english)}</span> : <MixedText text={inText(shown)} />;
}
