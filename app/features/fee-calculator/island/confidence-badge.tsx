import type { Confidence } from "../../../../core/fees/schedule-types";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n/translations";

const tones: Record<Confidence, string> = {
  high: "bg-teal/15 text-teal",
  medium: "bg-brass/20 text-brass-deep",
  low: "bg-terracotta/15 text-terracotta",
  none: "bg-slate/15 text-slate",
};

export function ConfidenceBadge({ confidence }: { confidence: Confidence }) {
  const t = useT();
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", tones[confidence])}>
      {t(confidenceKey(confidence))}
    </span>
  );
}

/** The label's key in calculators.yaml ("High confidence", "विश्वसनीयता: उच्च"). */
export function confidenceKey(confidence: Confidence): `calculators.confidence.${Confidence}` {
  return `calculators.confidence.${confidence}`;
}
