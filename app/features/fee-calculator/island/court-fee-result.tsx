import { formatMonthIn } from "../../../../core/dates/format-date";
import { formatIndianRupees } from "../../../../core/fees/indian-format";
import type { CourtFeeOk, CourtFeeRefusal } from "../../../../core/fees/court-fee";
import { type Translate, useLocale, useMessage, useT } from "~/lib/i18n/translations";
import { localizedPath } from "~/lib/i18n/locale";
import { MixedText } from "~/lib/i18n/mixed-text";
import { ConfidenceBadge } from "./confidence-badge";
import { useRefusalSentence } from "../failure-sentence";
import { type JurisdictionNames, shownName } from "../jurisdiction-names";
import { BreakdownRow, BreakdownTable, ResultPanel, SourceList, TextList } from "./result-panel";
import { useRupees } from "./use-rupees";

function rowRange(from: number, upTo: number | null, t: Translate): string {
  // A row from nothing to no end is the whole table (Tamil Nadu's one rate).
  if (from === 0 && upTo === null) return t("calculators.courtFee.slabAll");
  return upTo === null
    ? t("calculators.courtFee.slabAbove", { from: formatIndianRupees(from) })
    : t("calculators.courtFee.slabRange", { from: formatIndianRupees(from), upTo: formatIndianRupees(upTo) });
}

/**
 * The citation as the answer words it: the research's English, or on a Hindi page the fee data's
 * Hindi, whose English Act titles and names are marked as English (MixedText).
 */
function Citation({ citation }: { citation: CourtFeeOk["citation"] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <dl className="grid gap-x-6 gap-y-1 text-[0.95rem] sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold">{t("calculators.statute")}</dt>
      <dd>
        <MixedText text={citation.statute} />
      </dd>
      {citation.article ? (
        <>
          <dt className="font-semibold">{t("calculators.article")}</dt>
          <dd>
            <MixedText text={citation.article} />
          </dd>
        </>
      ) : null}
      <dt className="font-semibold">{t("calculators.inForce")}</dt>
      <dd>
        <MixedText text={citation.effectiveNote} />
      </dd>
      <dt className="font-semibold">{t("calculators.dataAsOf")}</dt>
      <dd>{formatMonthIn(citation.asOf, locale)}</dd>
    </dl>
  );
}

export function CourtFeeResultView({ result, names }: { result: CourtFeeOk; names: JurisdictionNames }) {
  const t = useT();
  const inLanguage = useMessage();
  const rupees = useRupees();
  return (
    <ResultPanel heading={t("calculators.courtFee.feeIn", { name: shownName(result.jurisdiction, names) })}>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
        <p className="font-serif text-4xl font-semibold text-navy" data-testid="fee-figure">
          {rupees.figure(result.feeDisplay)}
        </p>
        <p className="text-slate">{rupees.inText(t("calculators.courtFee.onValue", { amount: formatIndianRupees(result.value) }))}</p>
        <ConfidenceBadge confidence={result.confidence} />
      </div>
      {result.notice ? <p className="rounded-md bg-parchment px-4 py-3 font-medium">{rupees.inText(inLanguage(result.notice))}</p> : null}
      <TextList heading={t("calculators.warnings")} items={result.warnings} tone="warning" />
      <BreakdownTable
        caption={t("calculators.courtFee.breakdown")}
        headings={[t("calculators.step"), t("calculators.rule"), t("calculators.amount")]}
      >
        {result.breakdown.map((step, index) =>
          step.kind === "slab" ? (
            <BreakdownRow
              key={index}
              label={rupees.inText(t("calculators.courtFee.slab", { range: rowRange(step.row.from, step.row.upTo, t) }))}
              rule={
                <>
                  <MixedText text={rupees.inText(step.formula)} /> <ConfidenceBadge confidence={step.row.confidence} />
                </>
              }
              figure={rupees.figure(formatIndianRupees(step.exactRupees))}
            />
          ) : (
            <BreakdownRow
              key={index}
              label={t("calculators.courtFee.adjustment")}
              rule={<MixedText text={rupees.inText(step.description)} />}
              figure={rupees.figure(formatIndianRupees(step.afterRupees))}
            />
          ),
        )}
      </BreakdownTable>
      <Citation citation={result.citation} />
      <SourceList sources={result.sources} />
    </ResultPanel>
  );
}

/**
 * Why this site could not work the fee out, in the page's language (failure-sentence.ts), where the
 * fee can be confirmed and a way to ask the firm, then the entry's warnings and citation as the
 * answer words them.
 */
export function CourtFeeRefusalView({ refusal, names }: { refusal: CourtFeeRefusal; names: JurisdictionNames }) {
  const t = useT();
  const locale = useLocale();
  const refusalSentence = useRefusalSentence(names);
  const rupees = useRupees();
  const name = refusal.jurisdiction ? shownName(refusal.jurisdiction, names) : "";
  return (
    <ResultPanel heading={refusal.jurisdiction ? t("calculators.courtFee.noFeeFor", { name }) : t("calculators.noFee")}>
      <p className="rounded-md bg-parchment px-4 py-3 font-medium" role="alert">
        {rupees.inText(refusalSentence(refusal))}
      </p>
      {refusal.jurisdiction ? (
        <p>
          {t("calculators.courtFee.confirmWith", { name })}{" "}
          <a href={localizedPath("/contact", locale)} className="font-semibold text-teal underline">
            {t("calculators.courtFee.askUs")}
          </a>
        </p>
      ) : null}
      <TextList heading={t("calculators.warnings")} items={refusal.warnings} tone="warning" />
      {refusal.citation ? <Citation citation={refusal.citation} /> : null}
      <SourceList sources={refusal.sources} />
    </ResultPanel>
  );
}
