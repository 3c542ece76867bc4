import type { CourtFeeEntry } from "../schedule-types.ts";
import AN from "./court-fees/AN.json" with { type: "json" };
import AP from "./court-fees/AP.json" with { type: "json" };
import AR from "./court-fees/AR.json" with { type: "json" };
import AS from "./court-fees/AS.json" with { type: "json" };
import BR from "./court-fees/BR.json" with { type: "json" };
import CG from "./court-fees/CG.json" with { type: "json" };
import CH from "./court-fees/CH.json" with { type: "json" };
import DD from "./court-fees/DD.json" with { type: "json" };
import DL from "./court-fees/DL.json" with { type: "json" };
import GA from "./court-fees/GA.json" with { type: "json" };
import GJ from "./court-fees/GJ.json" with { type: "json" };
import HP from "./court-fees/HP.json" with { type: "json" };
import HR from "./court-fees/HR.json" with { type: "json" };
import JH from "./court-fees/JH.json" with { type: "json" };
import JK from "./court-fees/JK.json" with { type: "json" };
import KA from "./court-fees/KA.json" with { type: "json" };
import KL from "./court-fees/KL.json" with { type: "json" };
import LA from "./court-fees/LA.json" with { type: "json" };
import LD from "./court-fees/LD.json" with { type: "json" };
import MH from "./court-fees/MH.json" with { type: "json" };
import ML from "./court-fees/ML.json" with { type: "json" };
import MN from "./court-fees/MN.json" with { type: "json" };
import MP from "./court-fees/MP.json" with { type: "json" };
import MZ from "./court-fees/MZ.json" with { type: "json" };
import NL from "./court-fees/NL.json" with { type: "json" };
import OD from "./court-fees/OD.json" with { type: "json" };
import PB from "./court-fees/PB.json" with { type: "json" };
import PY from "./court-fees/PY.json" with { type: "json" };
import RJ from "./court-fees/RJ.json" with { type: "json" };
import SK from "./court-fees/SK.json" with { type: "json" };
import TN from "./court-fees/TN.json" with { type: "json" };
import TR from "./court-fees/TR.json" with { type: "json" };
import TS from "./court-fees/TS.json" with { type: "json" };
import UK from "./court-fees/UK.json" with { type: "json" };
import UP from "./court-fees/UP.json" with { type: "json" };
import WB from "./court-fees/WB.json" with { type: "json" };
import { parseDataFile } from "./parse-data-file.ts";
import { courtFeeFileSchema, resolveSharedScales } from "./schema.ts";

/**
 * The court-fee schedules: one JSON file per State or Union Territory in `court-fees/`, each an
 * entry of the research's `schedules.json` copied in as it is (see core/fees/README.md). Every file
 * is validated here, when the engine loads; a bad one stops the server and the build, naming the
 * file and the field. A new file needs its import line above, and a test fails until it has one.
 */
const FILES = {
  AN,
  AP,
  AR,
  AS,
  BR,
  CG,
  CH,
  DD,
  DL,
  GA,
  GJ,
  HP,
  HR,
  JH,
  JK,
  KA,
  KL,
  LA,
  LD,
  MH,
  ML,
  MN,
  MP,
  MZ,
  NL,
  OD,
  PB,
  PY,
  RJ,
  SK,
  TN,
  TR,
  TS,
  UK,
  UP,
  WB,
} as const;

// The month this copy of the research was taken: the research itself carries no "as of" date.
export const FEE_DATA_AS_OF = "2026-11";

// Alphabetical by name, as the research lists them; the order feeds the State list.
export const COURT_FEE_SCHEDULES: readonly CourtFeeEntry[] = resolveSharedScales(
  Object.entries(FILES).map(([id, data]) => parseDataFile(courtFeeFileSchema, `court-fees/${id}.json`, data)),
).sort((a, b) => a.name.localeCompare(b.name, "en"));

for (const [id, data] of Object.entries(FILES)) {
  if ((data as { id?: unknown }).id !== id)
    throw new Error(`core/fees/data/court-fees/${id}.json: its id must be "${id}", the file's name`);
}

export const JURISDICTION_IDS: readonly string[] = COURT_FEE_SCHEDULES.map((entry) => entry.id);
