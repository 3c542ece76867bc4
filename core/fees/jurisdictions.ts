import { madeOnce } from "../memo/made-once.ts";
import { COURT_FEE_SCHEDULES, JURISDICTION_IDS } from "./data/court-fees.ts";
import type { Confidence, CourtFeeEntry, EntryStatus, JurisdictionType } from "./schedule-types.ts";
import { COURT_FEE_SENTENCES_EN } from "./data/court-fees-en.ts";

export type JurisdictionId = (typeof JURISDICTION_IDS)[number];

export interface JurisdictionSummary {
  readonly id: string;
  readonly name: string;
  readonly type: JurisdictionType;
  readonly status: EntryStatus;
  readonly confidence: Confidence;
  readonly statute: string;
  readonly validFrom: number | null;
  readonly validUpTo: number | null;
}

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

const BY_ID = new Map<string, CourtFeeEntry>(COURT_FEE_SCHEDULES.map((e) => [e.id, e]));
const BY_NAME = new Map<string, CourtFeeEntry>(COURT_FEE_SCHEDULES.map((e) => [normalise(e.name), e]));

// Ids are matched without regard to case or surrounding spaces: "dl" and " DL " are Delhi.
export function getJurisdiction(id: string): CourtFeeEntry | undefined {
  return BY_ID.get(id.trim().toUpperCase());
}

export function getJurisdictionByName(name: string): CourtFeeEntry | undefined {
  return BY_NAME.get(normalise(name));
}

/**
 * One frozen object per schedule entry, made on first use and shared by every answer after;
 * freezing them keeps any answer from changing what the next one shares.
 */
export function onePerEntry<T extends object>(make: (entry: CourtFeeEntry) => T): (entry: CourtFeeEntry) => Readonly<T> {
  return madeOnce((entry: CourtFeeEntry) => Object.freeze(make(entry)));
}

export const summarizeJurisdiction = onePerEntry((entry): JurisdictionSummary => ({
  id: entry.id,
  name: entry.name,
  type: entry.type,
  status: entry.status,
  confidence: entry.confidence,
  // The reader's statute (court-fees-en.json), never the research's notes on it.
  statute: COURT_FEE_SENTENCES_EN[entry.id]?.statute ?? entry.name,
  validFrom: entry.validFrom,
  validUpTo: entry.validUpTo,
}));

/**
 * What the court fee form shows of a jurisdiction: its option's words and whether it can be chosen.
 * The page carries these in its HTML; the statute comes with a result, so it is left out here.
 */
export type JurisdictionChoice = Pick<JurisdictionSummary, "id" | "name" | "status" | "confidence" | "validFrom" | "validUpTo">;

export function choiceOf({ id, name, status, confidence, validFrom, validUpTo }: JurisdictionSummary): JurisdictionChoice {
  return { id, name, status, confidence, validFrom, validUpTo };
}

// All 36, unavailable ones included: a visitor must be told there is no verified table rather
// than find the state missing from the list.
export function listJurisdictions(): readonly JurisdictionSummary[] {
  return COURT_FEE_SCHEDULES.map(summarizeJurisdiction);
}

// The data says "Not established" or "Not identified" when no governing statute was found; such
// text must not be quoted as if it named an Act.
export function statuteIsKnown(entry: CourtFeeEntry): boolean {
  return !/^not (established|identified)\b/i.test(entry.statute.trim());
}

// The legacy state list: { [key]: [code, unused, name] }. The key is the two-letter id, not a
// running number, so that a saved or bookmarked choice keeps meaning the same state when entries
// are added or reordered; index 0 repeats it as the code the legacy form posts back as statecode,
// and index 1, unused by the client, is an empty string.
export type LegacyStateList = Record<string, [code: string, unused: string, name: string]>;

// The legacy list holds only the jurisdictions that have data (available and partial): a client of
// the old contract has no way to show an unselectable entry. The site's own list, /api/jurisdictions,
// carries all 36 with their status.
export function buildLegacyStateList(): LegacyStateList {
  const list: LegacyStateList = {};
  for (const entry of COURT_FEE_SCHEDULES) {
    if (entry.status !== "unavailable") list[entry.id] = [entry.id, "", entry.name];
  }
  return list;
}

// The legacy request carries both statecode and statename. The code decides; the name is used
// only when the code is unknown. When both name different jurisdictions the request is ambiguous,
// and no fee should be computed for a state the visitor may not have meant.
export function resolveLegacyJurisdiction(statecode: string, statename: string): CourtFeeEntry | undefined {
  const byCode = getJurisdiction(statecode);
  const byName = getJurisdictionByName(statename);
  if (byCode !== undefined && byName !== undefined && byCode !== byName) return undefined;
  return byCode ?? byName;
}
