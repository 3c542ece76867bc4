import { formatMonth } from "../dates/format-date.ts";

/**
 * The last note under every arbitration result; a page in another language recognises it to word
 * it anew. Apart from the engine so that a result page can do that without loading the fee tables.
 */
export function feeDataAsOfNote(asOf: string): string {
  return `The fee data is as of ${formatMonth(asOf)}.`;
}
