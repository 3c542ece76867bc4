import type { ArbitrationOk } from "../../../core/fees/arbitration-fee";
import { ARBITRATION_EXPLANATIONS } from "../../../core/fees/data/arbitration-explanations";
import { formatIndianPaise, formatIndianRupees } from "../../../core/fees/indian-format";
import { ResultPanel, SourceList, TextList } from "./result-panel";

type Money = ArbitrationOk["perArbitrator"];
type Part = ArbitrationOk["claim"];

export const rupees = (money: Money) => `₹ ${formatIndianPaise(money.paise, { dropWholeDecimals: true })}`;

function PartRow({ label, part }: { label: string; part: Part }) {
  return (
    <tr className="border-t border-parchment align-top">
      <td className="px-3 py-2">
        {label}: ₹{formatIndianRupees(part.sumInDispute)}
      </td>
      <td className="px-3 py-2">
        {part.formula}
        {part.slab5Reading ? <sup>*</sup> : null}
        {part.ceilingApplied ? ` ${ARBITRATION_EXPLANATIONS.ceilingApplied}` : ""}
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap">{rupees(part.fee)}</td>
    </tr>
  );
}

export function ArbitrationResultView({ result }: { result: ArbitrationOk }) {
  const figures = [
    { label: "Fee per arbitrator", value: result.perArbitrator, testId: "fee-per-arbitrator" },
    { label: "Sole arbitrator (fee + 25%)", value: result.soleArbitrator, testId: "fee-sole" },
    { label: "Tribunal of three (total)", value: result.tribunalTotal, testId: "fee-tribunal" },
  ];
  // The footnote is the note of the slab row read otherwise than printed, from the fee data.
  const slab5Note = [result.claim, result.counterClaimPart].find((part) => part?.slab5Reading)?.row.note;
  return (
    <ResultPanel heading="Arbitrators' fees under the Fourth Schedule">
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg bg-parchment/60 p-4">
            <dt className="text-sm text-slate">{figure.label}</dt>
            <dd className="mt-1 font-serif text-2xl font-semibold text-navy" data-testid={figure.testId}>
              {rupees(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="rounded-md bg-parchment px-4 py-3 font-medium">
        {ARBITRATION_EXPLANATIONS.soleArbitratorUplift} For the tribunal you chose the fee payable is {rupees(result.applicable)}.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-[0.95rem]">
          <caption className="mb-2 text-left font-serif text-lg font-semibold text-navy">
            How the fee is worked out (per arbitrator)
          </caption>
          <thead>
            <tr className="bg-navy text-ivory">
              <th scope="col" className="px-3 py-2">
                Sum in dispute
              </th>
              <th scope="col" className="px-3 py-2">
                Rule
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Fee
              </th>
            </tr>
          </thead>
          <tbody>
            <PartRow label="Claim" part={result.claim} />
            {result.counterClaimPart ? <PartRow label="Counter-claim" part={result.counterClaimPart} /> : null}
          </tbody>
        </table>
        {slab5Note ? <p className="mt-2 text-sm">* {slab5Note}</p> : null}
      </div>
      <TextList heading="Notes" items={result.notes} />
      <dl className="grid gap-x-6 gap-y-1 text-[0.95rem] sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">Statute</dt>
        <dd>{result.citation.statute}</dd>
        <dt className="font-semibold">Basis</dt>
        <dd>{result.citation.basis}</dd>
        <dt className="font-semibold">In force</dt>
        <dd>{result.citation.effectiveNote}</dd>
        <dt className="font-semibold">Data as of</dt>
        <dd>{result.citation.asOf}</dd>
      </dl>
      <SourceList sources={result.sources} />
    </ResultPanel>
  );
}
