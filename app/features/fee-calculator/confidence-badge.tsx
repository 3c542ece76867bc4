import type { Confidence } from "../../../core/fees/schedule-types";
import { cn } from "~/lib/cn";

const labels: Record<Confidence, string> = {
  high: "High confidence",
  medium: "Medium confidence",
  low: "Low confidence",
  none: "No data",
};

const tones: Record<Confidence, string> = {
  high: "bg-teal/15 text-teal",
  medium: "bg-brass/20 text-brass-deep",
  low: "bg-terracotta/15 text-terracotta",
  none: "bg-slate/15 text-slate",
};

export function ConfidenceBadge({ confidence }: { confidence: Confidence }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", tones[confidence])}>
      {labels[confidence]}
    </span>
  );
}

export function confidenceLabel(confidence: Confidence): string {
  return labels[confidence];
}
