import { formatIndianRupees } from "../../../core/fees/indian-format";
import type { CourtFeeOk, CourtFeeRefusal } from "../../../core/fees/court-fee";
import { ConfidenceBadge } from "./confidence-badge";
import { ResultPanel, SourceList, TextList } from "./result-panel";

function rowRange(from: number, upTo: number | null): string {
  return upTo === null ? `above Rs ${formatIndianRupees(from)}` : `Rs ${formatIndianRupees(from)} to Rs ${formatIndianRupees(upTo)}`;
}

function Citation({ citation }: { citation: CourtFeeOk["citation"] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-[0.95rem] sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold">Statute</dt>
      <dd>{citation.statute}</dd>
      {citation.article ? (
        <>
          <dt className="font-semibold">Article</dt>
          <dd>{citation.article}</dd>
        </>
      ) : null}
      <dt className="font-semibold">In force</dt>
      <dd>{citation.effectiveNote}</dd>
      <dt className="font-semibold">Data as of</dt>
      <dd>{citation.asOf}</dd>
    </dl>
  );
}

export function CourtFeeResultView({ result }: { result: CourtFeeOk }) {
  return (
    <ResultPanel heading={`Court fee in ${result.jurisdiction.name}`}>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
        <p className="font-serif text-4xl font-semibold text-navy" data-testid="fee-figure">
          ₹ {result.feeDisplay}
        </p>
        <p className="text-slate">on a value of ₹{formatIndianRupees(result.value)}</p>
        <ConfidenceBadge confidence={result.confidence} />
      </div>
      {result.notice ? <p className="rounded-md bg-parchment px-4 py-3 font-medium">{result.notice}</p> : null}
      <TextList heading="Warnings" items={result.warnings} tone="warning" />
      <div className="table-scroll overflow-x-auto">
        <table className="w-full border-collapse text-left text-[0.95rem]">
          <caption className="mb-2 text-left font-serif text-lg font-semibold text-navy">How the fee is worked out</caption>
          <thead>
            <tr className="bg-navy text-ivory">
              <th scope="col" className="px-3 py-2">
                Step
              </th>
              <th scope="col" className="px-3 py-2">
                Rule
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {result.breakdown.map((step, index) =>
              step.kind === "slab" ? (
                <tr key={index} className="border-t border-parchment align-top">
                  <td className="px-3 py-2">Slab {rowRange(step.row.from, step.row.upTo)}</td>
                  <td className="px-3 py-2">
                    {step.formula} <ConfidenceBadge confidence={step.row.confidence} />
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">₹ {step.exactRupees}</td>
                </tr>
              ) : (
                <tr key={index} className="border-t border-parchment align-top">
                  <td className="px-3 py-2">Adjustment</td>
                  <td className="px-3 py-2">{step.description}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">₹ {step.afterRupees}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      <Citation citation={result.citation} />
      <SourceList sources={result.sources} />
    </ResultPanel>
  );
}

export function CourtFeeRefusalView({ refusal }: { refusal: CourtFeeRefusal }) {
  return (
    <ResultPanel heading={refusal.jurisdiction ? `No fee for ${refusal.jurisdiction.name}` : "No fee computed"}>
      <p className="rounded-md bg-parchment px-4 py-3 font-medium" role="alert">
        {refusal.message}
      </p>
      <TextList heading="Warnings" items={refusal.warnings} tone="warning" />
      {refusal.citation ? <Citation citation={refusal.citation} /> : null}
      <SourceList sources={refusal.sources} />
    </ResultPanel>
  );
}
