import type { CourtFeeRefusalReason } from "../../core/fees/court-fee.ts";

/**
 * 400 when the request names something that does not exist or an amount the contract forbids: the
 * client must change its input. An unknown jurisdiction is a 400 rather than a 404 so that a 404
 * from the API keeps meaning "no such endpoint", and because the legacy endpoint answers an unknown
 * state with 400 too. 422 when the request is sound but the engine must not give a number (no
 * verified table, or a value outside the covered range): the same input will keep being refused
 * until the data changes.
 */
export function refusalStatus(reason: CourtFeeRefusalReason): 400 | 422 {
  switch (reason) {
    case "unknown_jurisdiction":
    case "invalid_amount":
      return 400;
    case "unavailable":
    case "below_range":
    case "above_range":
      return 422;
  }
}
