import { describe, expect, it } from "vitest";
import { MAX_AMOUNT } from "../limits.ts";
import type { CourtFeeEntry, SlabRow } from "../schedule-types.ts";
import { micro, referenceFeeMicro, referenceRowMicro } from "../test-support/reference-fee.ts";
import { ARBITRATION_VECTORS, DIAC_SCHEDULE, FOURTH_SCHEDULE } from "./arbitration.ts";
import { formatIndianRupees } from "../indian-format.ts";
import { ARBITRATION_EXPLANATIONS } from "./arbitration-explanations.ts";
import { COURT_FEE_SCHEDULES, FEE_DATA_AS_OF, JURISDICTION_IDS } from "./court-fees.ts";
import { COURT_FEE_SENTENCES_EN, OFFICIAL_TEXTS } from "./court-fees-en.ts";
import { COURT_FEE_SENTENCES_HI } from "./court-fees-hi.ts";
import { wrongReader } from "./reader-voice.ts";
import { hindiSentenceProblems, readerSentenceProblems } from "./sentence-numbers.ts";
import { sourceLink } from "../source-names.ts";

const CONFIDENCE_RANK = { none: 0, low: 1, medium: 2, high: 3 } as const;

function joinProblems(rows: readonly SlabRow[]): string[] {
  const problems: string[] = [];
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    if (previous === undefined) return;
    if (previous.upTo === null) {
      problems.push(`row ${i}: follows an unbounded row`);
      return;
    }
    if (row.from !== previous.upTo) {
      problems.push(`row ${i}: from ${row.from} != previous upTo ${previous.upTo}`);
    }
    if (row.mode === "per_unit_excess" || row.mode === "pct_excess") {
      const previousFee = referenceRowMicro(previous, previous.upTo);
      if (micro(row.base) !== previousFee) {
        problems.push(`row ${i}: base ${row.base} != previous row's fee at ${previous.upTo}`);
      }
    }
  });
  return problems;
}

describe("court-fee data copied from fees/schedules.json", () => {
  it("has all 36 states and union territories, 28 states and 8 union territories", () => {
    expect(COURT_FEE_SCHEDULES).toHaveLength(36);
    expect(COURT_FEE_SCHEDULES.filter((e) => e.type === "state")).toHaveLength(28);
    expect(COURT_FEE_SCHEDULES.filter((e) => e.type === "union territory")).toHaveLength(8);
  });

  it("lists unique two-letter ids, matching JURISDICTION_IDS, sorted by name", () => {
    const ids = COURT_FEE_SCHEDULES.map((e) => e.id);
    expect(ids).toEqual([...JURISDICTION_IDS]);
    expect(new Set(ids).size).toBe(36);
    for (const id of ids) expect(id).toMatch(/^[A-Z]{2}$/);
    const names = COURT_FEE_SCHEDULES.map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("counts 17 available, 4 partial and 15 unavailable entries", () => {
    const count = (status: string) => COURT_FEE_SCHEDULES.filter((e) => e.status === status).length;
    expect([count("available"), count("partial"), count("unavailable")]).toEqual([17, 4, 15]);
  });

  it("carries 85 court-fee vectors and 3 arbitration vectors", () => {
    expect(COURT_FEE_SCHEDULES.reduce((n, e) => n + e.vectors.length, 0)).toBe(85);
    expect(ARBITRATION_VECTORS).toHaveLength(3);
  });

  it("states when the data was compiled", () => {
    expect(FEE_DATA_AS_OF).toMatch(/^\d{4}-\d{2}$/);
  });

  it.each(COURT_FEE_SCHEDULES.map((e) => [e.id, e] as const))(
    "%s cites its statute, article and effective note",
    (_id, entry: CourtFeeEntry) => {
      expect(entry.statute.length).toBeGreaterThan(0);
      expect(entry.effectiveNote.length).toBeGreaterThan(0);
      if (entry.status !== "unavailable") expect(entry.article).not.toBeNull();
      expect(entry.warnings.length).toBeGreaterThan(0);
    },
  );

  describe("status and coverage rules", () => {
    for (const entry of COURT_FEE_SCHEDULES) {
      it(`${entry.id} ${entry.name} is consistent with its status`, () => {
        if (entry.status === "unavailable") {
          expect(entry.slabs).toEqual([]);
          expect(entry.confidence).toBe("none");
          expect(entry.validFrom).toBeNull();
          expect(entry.validUpTo).toBeNull();
          expect(entry.vectors).toEqual([]);
          return;
        }
        const first = entry.slabs[0];
        const last = entry.slabs[entry.slabs.length - 1];
        expect(first?.from).toBe(entry.validFrom);
        if (entry.status === "available") {
          expect(entry.validUpTo).toBeNull();
          expect(last?.upTo).toBeNull();
        } else {
          expect(entry.validUpTo === null ? entry.validFrom : entry.validUpTo).toBeGreaterThan(0);
          expect(last?.upTo).toBe(entry.validUpTo);
        }
        expect(entry.maxFeeConfidence === null).toBe(entry.maxFee === null);
        const floors = [
          ...entry.slabs.map((r) => CONFIDENCE_RANK[r.confidence]),
          ...(entry.maxFeeConfidence === null ? [] : [CONFIDENCE_RANK[entry.maxFeeConfidence]]),
        ];
        // The entry's confidence is the lowest of its rows and its cap.
        expect(CONFIDENCE_RANK[entry.confidence]).toBe(Math.min(...floors));
        for (const row of entry.slabs) {
          const unitRounding = row.mode === "per_unit_excess" || row.mode === "per_unit_whole";
          expect(row.rounding).toBe(unitRounding ? "ceil" : "none");
        }
      });
    }
  });

  describe("joins: rows meet, and every excess-mode base is the previous row's fee at its upTo", () => {
    for (const entry of COURT_FEE_SCHEDULES.filter((e) => e.slabs.length > 0)) {
      it(`${entry.id} ${entry.name}`, () => {
        expect(joinProblems(entry.slabs)).toEqual([]);
      });
    }
    it("Fourth Schedule", () => expect(joinProblems(FOURTH_SCHEDULE.slabs)).toEqual([]));
    it("DIAC arbitrators' fees", () => expect(joinProblems(DIAC_SCHEDULE.slabs)).toEqual([]));
    it("DIAC administrative costs", () => expect(joinProblems(DIAC_SCHEDULE.adminCostPerParty)).toEqual([]));
  });

  it("every fee the tables can give fits in a safe integer of paise (they never decrease, so the top of the range bounds them)", () => {
    for (const entry of COURT_FEE_SCHEDULES) {
      if (entry.status === "unavailable") continue;
      const top = entry.validUpTo ?? MAX_AMOUNT;
      const fee = referenceFeeMicro(entry, top);
      expect(fee).not.toBeNull();
      expect((fee ?? 0n) / 10_000n).toBeLessThan(BigInt(Number.MAX_SAFE_INTEGER));
    }
  });

  it("keeps the documented slab-5 reading of the Fourth Schedule and its footnote", () => {
    const slab5 = FOURTH_SCHEDULE.slabs[4];
    expect(slab5).toMatchObject({ from: 100_000_000, upTo: 200_000_000, base: 1_237_500, pct: 0.75 });
    expect(slab5?.note).toMatch(/Rs 1,00,00,000/);
    expect(FOURTH_SCHEDULE.ceilingPerArbitrator).toBe(3_000_000);
    expect(FOURTH_SCHEDULE.soleArbitratorUplift).toBe(0.25);
  });

  it("marks only slab 5 of the Fourth Schedule as read otherwise than printed, by its note the slab read otherwise than printed", () => {
    expect(FOURTH_SCHEDULE.slabs.filter((row) => row.note !== undefined)).toEqual([FOURTH_SCHEDULE.slabs[4]]);
  });

  it("the sentences the site states carry the schedule's own ceiling and uplift", () => {
    const ceiling = formatIndianRupees(FOURTH_SCHEDULE.ceilingPerArbitrator);
    const upliftPercent = FOURTH_SCHEDULE.soleArbitratorUplift * 100;
    const soleMaximum = formatIndianRupees(FOURTH_SCHEDULE.ceilingPerArbitrator * (1 + FOURTH_SCHEDULE.soleArbitratorUplift));
    expect(ARBITRATION_EXPLANATIONS.ceilingApplied).toContain(`Rs ${ceiling} per arbitrator`);
    expect(ARBITRATION_EXPLANATIONS.soleArbitratorUplift).toContain(`additional ${upliftPercent} percent`);
    const notes = ARBITRATION_EXPLANATIONS.resultNotes;
    expect(notes["ceilingCoversWholeFee"]).toContain(`Rs ${ceiling} ceiling`);
    expect(notes["ceilingPerArbitrator"]).toContain(`paid ${upliftPercent}% over and above it, so at most Rs ${soleMaximum}`);
  });
});

describe("the reader's sentences (court-fees-en.json, court-fees-hi.json)", () => {
  it("give every entry its sentences, stating no number the research does not", () => {
    expect(readerSentenceProblems(COURT_FEE_SCHEDULES, COURT_FEE_SENTENCES_EN)).toEqual([]);
  });

  it("give every English sentence its Hindi, with the English's numbers", () => {
    expect(hindiSentenceProblems(COURT_FEE_SENTENCES_EN, COURT_FEE_SENTENCES_HI)).toEqual([]);
  });

  it("find a number that differs, a missing sentence and a missing entry", () => {
    const en = COURT_FEE_SENTENCES_EN.DL;
    const dl = COURT_FEE_SENTENCES_HI.DL;
    if (en === undefined || dl === undefined) throw new Error("no Delhi");
    const wrong = { DL: { ...dl, warnings: [dl.warnings[0]?.replace("2013", "2012") ?? "", ...dl.warnings.slice(1, -1)] } };
    expect(hindiSentenceProblems({ DL: en }, wrong)).toEqual([
      "court-fees-hi.json: DL.warnings has 5 sentences; the English has 6",
      "court-fees-hi.json: DL.warnings[0] states [2012 2012 9]; the English states [2012 2013 9]",
      "court-fees-hi.json: DL.warnings[5] has no Hindi sentence",
    ]);
    expect(hindiSentenceProblems({ DL: en }, {})).toEqual(["court-fees-hi.json: DL has no Hindi"]);
    const [delhi] = COURT_FEE_SCHEDULES.filter((entry) => entry.id === "DL");
    if (delhi === undefined) throw new Error("no Delhi");
    expect(readerSentenceProblems([delhi], { DL: { ...en, warnings: ["The fee is capped at Rs 4,00,001."] } })).toEqual([
      "court-fees-en.json: DL.warnings[0] states [400001], which the research does not",
    ]);
    expect(readerSentenceProblems([delhi], {})).toEqual(["court-fees-en.json: DL has no sentences for the reader"]);
  });

  // Every sentence a visitor can read beside a fee, by where it stands.
  const readerTexts = (language: "en" | "hi") =>
    Object.entries(language === "en" ? COURT_FEE_SENTENCES_EN : COURT_FEE_SENTENCES_HI).flatMap(([id, s]) =>
      [s.statute, s.article, s.effectiveNote, ...s.warnings].flatMap((text) => (text === null ? [] : [[`${id}: ${text}`, text] as const])),
    );
  const arbitrationTexts = [
    ...Object.values(ARBITRATION_EXPLANATIONS.citation),
    ARBITRATION_EXPLANATIONS.soleArbitratorUplift,
    ARBITRATION_EXPLANATIONS.ceilingApplied,
    ...Object.values(ARBITRATION_EXPLANATIONS.resultNotes),
    ...FOURTH_SCHEDULE.slabs.flatMap((row) => (row.note === undefined ? [] : [row.note])),
  ].map((text) => [`arbitration: ${text}`, text] as const);

  it.each([...readerTexts("en"), ...arbitrationTexts])("%s speaks to the visitor, not to the implementer", (_, text) => {
    expect(wrongReader(text, "en")).toEqual([]);
  });

  it.each(readerTexts("hi"))("%s speaks to the visitor, not to the implementer", (_, text) => {
    expect(wrongReader(text, "hi")).toEqual([]);
  });

  it("the check finds the research's instructions in either language", () => {
    expect(wrongReader("No court-fee table was found for Goa. Do not compute a fee.", "en")).toEqual([
      "an instruction (do not / must not)",
    ]);
    expect(wrongReader("Capped at Rs 3,00,000. Apply the cap after the slab computation.", "en")).toEqual(["an imperative"]);
    expect(wrongReader("It had not been enacted. Show an 'as of' date.", "en")).toEqual(["an imperative"]);
    expect(wrongReader("The misprint is 995.20. When citing the table, note the correction.", "en")).toEqual([
      "an instruction to note a correction",
    ]);
    expect(wrongReader("Parties round up (see the non-exact vectors); the engine returns the exact fee.", "en")).toEqual([
      "the research's test vectors",
      "the engine",
    ]);
    expect(wrongReader("The published bands do not say which reading applies (for example Rs 100).", "en")).toEqual([]);
    expect(wrongReader("फीस की गणना न करें।", "hi")).toEqual(["an instruction (न करें)"]);
    expect(wrongReader("यह सीमा स्लैब की गणना के बाद लगाएँ।", "hi")).toEqual(["an instruction (लगाएँ)"]);
    expect(wrongReader("‘किस तारीख तक की स्थिति’ दिखाएँ।", "hi")).toEqual(["an instruction (दिखाएँ)"]);
    expect(wrongReader("(गैर-सटीक उदाहरण देखें)", "hi")).toEqual(["an instruction (देखें)", "examples the page does not show"]);
    expect(wrongReader("न्यायालय फीस (असम संशोधन) अधिनियम, 1972", "hi")).toEqual([]);
  });

  it("point only to official texts among the research's sources", () => {
    for (const [id, addresses] of Object.entries(OFFICIAL_TEXTS)) {
      const entry = COURT_FEE_SCHEDULES.find((e) => e.id === id);
      for (const address of addresses) {
        expect(entry?.sources).toContain(address);
        expect(new URL(address).hostname).toMatch(/\.(?:gov|nic)\.in$/);
      }
    }
  });
});

describe("the sources", () => {
  const sources = [...COURT_FEE_SCHEDULES.flatMap((entry) => entry.sources), ...FOURTH_SCHEDULE.sources];

  it.each(sources)("%s is named by its publisher", (source) => {
    const link = sourceLink(source);
    expect(link.name).not.toBe(source);
    expect(link.href).toMatch(/^https?:\/\//);
  });
});
