import type { ArbitrationVector, DiacSchedule, FourthSchedule } from "../schedule-types.ts";

// Copied from the compiled statutory data (fees/schedules.json, "arbitration"); regenerate rather
// than hand-edit. The Fourth Schedule's slab 5 is measured from Rs 10 crore although the printed
// text says Rs 1 crore: only that reading keeps the scale continuous (see the row's note).

export const FOURTH_SCHEDULE: FourthSchedule = {
  name: "Fourth Schedule, Arbitration and Conciliation Act, 1996 [see section 11(14)]",
  statute:
    "Arbitration and Conciliation Act, 1996, Fourth Schedule, inserted by the Arbitration and Conciliation (Amendment) Act, 2015 with effect from 23 October 2015",
  status: "available",
  confidence: "high",
  effectiveNote:
    "Unchanged since 23 October 2015. The 2019 rewrite of section 11 (including a new section 11(14)) was never brought into force; the 2021 amendment did not touch fees. A draft Amendment Bill, 2024 proposes deleting the Fourth Schedule; it had not been enacted in the sources seen. Show an 'as of' date.",
  basis:
    "Model fee per arbitrator on the sum in dispute. It is a model, not mandatory: it binds where the parties agree to it, where a court so directs on appointing the tribunal, or where High Court rules adopt it. Section 11(14)'s Explanation excludes international commercial arbitration and arbitrations where the parties agreed to an institution's fee rules.",
  slabs: [
    {
      from: 0,
      upTo: 500000,
      mode: "flat",
      fee: 45000,
      rounding: "none",
      confidence: "high",
      evidence:
        "statute text (Fourth Schedule as enacted; reproduced alike by several sources and by the Bombay High Court's 2018 Rules)",
    },
    {
      from: 500000,
      upTo: 2000000,
      mode: "pct_excess",
      base: 45000,
      pct: 3.5,
      rounding: "none",
      confidence: "high",
      evidence:
        "statute text (Fourth Schedule as enacted; reproduced alike by several sources and by the Bombay High Court's 2018 Rules)",
    },
    {
      from: 2000000,
      upTo: 10000000,
      mode: "pct_excess",
      base: 97500,
      pct: 3,
      rounding: "none",
      confidence: "high",
      evidence:
        "statute text (Fourth Schedule as enacted; reproduced alike by several sources and by the Bombay High Court's 2018 Rules)",
    },
    {
      from: 10000000,
      upTo: 100000000,
      mode: "pct_excess",
      base: 337500,
      pct: 1,
      rounding: "none",
      confidence: "high",
      evidence:
        "statute text (Fourth Schedule as enacted; reproduced alike by several sources and by the Bombay High Court's 2018 Rules)",
    },
    {
      from: 100000000,
      upTo: 200000000,
      mode: "pct_excess",
      base: 1237500,
      pct: 0.75,
      rounding: "none",
      confidence: "high",
      evidence:
        "statute text (Fourth Schedule as enacted; reproduced alike by several sources and by the Bombay High Court's 2018 Rules); from read as Rs 10 crore, not the printed Rs 1 crore (see note)",
      note: "The printed text says 0.75% of the amount 'over and above Rs 1,00,00,000' (Rs 1 crore). Computed from Rs 10,00,00,000 (Rs 10 crore), the only reading on which the scale is continuous and the next row's base of Rs 19,87,500 comes out.",
    },
    {
      from: 200000000,
      upTo: null,
      mode: "pct_excess",
      base: 1987500,
      pct: 0.5,
      rounding: "none",
      confidence: "high",
      evidence:
        "statute text (Fourth Schedule as enacted; reproduced alike by several sources and by the Bombay High Court's 2018 Rules)",
    },
  ],
  ceilingPerArbitrator: 3000000,
  ceilingCovers: "The whole fee (base plus variable part), per arbitrator, applied before the sole-arbitrator uplift.",
  soleArbitratorUplift: 0.25,
  computation: [
    "1. fee(S) = the slab formula on the sum in dispute S (slab 5 measured from Rs 10 crore).",
    "2. fee(S) = min(fee(S), 30,00,000): the ceiling covers the whole fee.",
    "3. Sole arbitrator: fee(S) x 1.25 (the 25% is added after the ceiling).",
    "4. Tribunal of N arbitrators: each gets fee(S); the tribunal total is N x fee(S). The Schedule gives the presiding arbitrator nothing extra and gives no uplift to members of a larger tribunal.",
    "5. Claim and counter-claim: compute fee(claim) and fee(counter-claim) separately, each with its own ceiling, and add them.",
    "6. Deposits are paid in equal shares by default (section 38); final costs can be reallocated (section 31A), so a 50:50 split is only the upfront position.",
  ],
  notes: [
    "Slab 5 drafting slip: the statute prints 'Rs 12,37,500 plus 0.75 per cent of the claim amount over and above Rs 1,00,00,000' for sums above Rs 10 crore up to Rs 20 crore. Read literally, the fee would jump at Rs 10 crore and fall back at Rs 20 crore. Use the Rs 10 crore reading (it alone makes the slab-6 base of Rs 19,87,500 come out) and show a footnote that the printed text says Rs 1 crore. No court ruling on the slip was found; DIAC's older fee code also measured slab 5 from Rs 10 crore.",
    "ONGC Ltd v. Afcons Gunanusa JV (Supreme Court, 30 August 2022, 2022 SCC OnLine SC 1122; [2022] 10 SCR 660): (a) the Rs 30,00,000 ceiling applies to the whole fee, base plus variable part, not to the variable part alone; (b) the ceiling applies to each arbitrator, not to the tribunal as a whole, and a sole arbitrator is paid 25% over and above it; (c) by majority (Chandrachud and Surya Kant JJ; Khanna J dissenting on this point), 'sum in dispute' means the claim and the counter-claim separately, so each attracts its own fee and ceiling; (d) arbitrators cannot unilaterally issue binding orders fixing their own fees.",
    "Afcons displaced the Allahabad High Court's 2021 view (State of UP v. GVK EMRI) that the fee is one composite sum for the tribunal, and the Delhi High Court's March 2022 view (Jivanlal Joitaram Patel v. NHAI) that claim and counter-claim are aggregated.",
    "High Court rules and institutional rules may still aggregate claim and counter-claim on their own terms: Rule 2(2) of the Bombay High Court (Fee Payable to Arbitrators) Rules, 2018 and DIAC's Fee Rules do. The 'separately' reading applies to the Fourth Schedule itself.",
    "The Schedule has no rule for non-monetary claims (declaratory or injunctive relief).",
    "A news page headed 'Center amends Fourth Schedule of Arbitration and Conciliation Act, 1996' (legaleraonline.com) could not be read; nothing else seen shows any change to the figures. Check before launch.",
    "GST: arbitral-tribunal services to a business entity above the registration threshold are taxable under reverse charge (the recipient pays); the rate was not confirmed from a primary source. Not part of the fee.",
  ],
  sources: [
    "https://ibclaw.in/the-fourth-schedule-arbitration-and-conciliation-act-1996/",
    "http://lawandpracticeblog.com/arbitration-india-fee-case-law/",
    "https://www.corporate-cases.com/2018/02/fourth-schedule-of-arbitration-and-conciliation-act-1996.html",
    "https://www.livelaw.in/top-stories/arbitrators-fee-cap-is-rs-30-lakhs-ceiling-limit-applicable-to-individual-arbitrators-not-tribunal-as-a-whole-supreme-court-207925",
    "https://www.mondaq.com/india/arbitration-dispute-resolution/1282636/arbitrators-fee-supreme-court-settles-the-law",
    "https://recordoflaw.in/oil-and-natural-gas-corporation-ltd-v-afcons-gunanusa-jv",
    "https://www.verdictum.in/court-updates/supreme-court/arbitrators-separate-fee-for-claim-and-counter-claim-1436657",
    "https://thelawadvice.com/news/arbitrators-fee-cap-of-rs-30-lakhs-applicable-to-individual-arbitrators-and-not-tribunal-as-a-whole-rules-supreme-court",
    "https://www.scconline.com/blog/post/2019/06/24/notification-bombay-high-court-fee-payable-to-arbitrators-rules-2018/",
    "https://www.barandbench.com/columns/the-arbitration-practitioners-series-by-mkbac-anomalies-in-the-fourth-schedule-of-the-arbitration-act",
    "https://consquare.in/key-highlights-of-the-draft-arbitration-and-conciliation-amendment-bill-2024-2",
    "http://www.7cpc.in/2019_09_04_archive.html",
    "https://menonverma.com/mv-update/3/1/arbitration-and-conciliation-(amendment)-act,-2021",
    "https://jgu.edu.in/mappingADR/oil-and-natural-gas-corporation-ltd-versus-afcons-gunanusa-jvaa",
  ],
};

// DIAC figures come from DIAC's own e-filing code, not the published schedule: medium confidence.
export const DIAC_SCHEDULE: DiacSchedule = {
  name: "Delhi International Arbitration Centre (Delhi High Court): arbitrators' fees (Schedule B, domestic) and administrative costs (Schedule A)",
  rules:
    "DIAC (Administrative Costs & Arbitrators' Fees) Rules, 2018, with Schedules A (administrative costs) and B (arbitrators' fees); arbitrations run under the DIAC (Arbitration Proceedings) Rules, 2023",
  status: "available",
  confidence: "medium",
  effectiveNote:
    "Figures from DIAC's own e-filing code, most likely the schedule for arbitrations commenced (section 21) on or after 1 December 2022. DIAC keeps a separate calculator for arbitrations commenced on or before 30 November 2022. Verify against dhcdiac.nic.in before publishing.",
  basis:
    "Per arbitrator, on the aggregate of claims and counter-claims (DIAC Fee Rules). If a party fails to pay its share, DIAC may assess claim and counter-claim separately and bill each side. Claims are valued on civil-court valuation principles.",
  slabs: [
    {
      from: 0,
      upTo: 500000,
      mode: "flat",
      fee: 45000,
      rounding: "none",
      confidence: "medium",
      evidence:
        "DIAC's own e-filing code (sarveshmds/DIAC, Calculate_fees.php), matched by an independent public calculator; official schedule text not seen",
    },
    {
      from: 500000,
      upTo: 2000000,
      mode: "pct_excess",
      base: 45000,
      pct: 3.5,
      rounding: "none",
      confidence: "medium",
      evidence:
        "DIAC's own e-filing code (sarveshmds/DIAC, Calculate_fees.php), matched by an independent public calculator; official schedule text not seen",
    },
    {
      from: 2000000,
      upTo: 10000000,
      mode: "pct_excess",
      base: 97500,
      pct: 3,
      rounding: "none",
      confidence: "medium",
      evidence:
        "DIAC's own e-filing code (sarveshmds/DIAC, Calculate_fees.php), matched by an independent public calculator; official schedule text not seen",
    },
    {
      from: 10000000,
      upTo: 100000000,
      mode: "pct_excess",
      base: 337500,
      pct: 1.5,
      rounding: "none",
      confidence: "medium",
      evidence:
        "DIAC's own e-filing code (sarveshmds/DIAC, Calculate_fees.php), matched by an independent public calculator; official schedule text not seen",
    },
    {
      from: 100000000,
      upTo: 200000000,
      mode: "pct_excess",
      base: 1687500,
      pct: 1,
      rounding: "none",
      confidence: "medium",
      evidence:
        "DIAC's own e-filing code (sarveshmds/DIAC, Calculate_fees.php), matched by an independent public calculator; official schedule text not seen",
    },
    {
      from: 200000000,
      upTo: null,
      mode: "pct_excess",
      base: 2687500,
      pct: 0.5,
      rounding: "none",
      confidence: "medium",
      evidence:
        "DIAC's own e-filing code (sarveshmds/DIAC, Calculate_fees.php), matched by an independent public calculator; official schedule text not seen",
    },
  ],
  ceilingPerArbitrator: 6000000,
  ceilingCovers: "The whole fee (base plus variable part), per arbitrator, applied before the sole-arbitrator uplift.",
  soleArbitratorUplift: 0.25,
  tribunal:
    "Sole arbitrator: capped fee x 1.25. Tribunal of 3 (or 5): capped per-arbitrator fee x the number of arbitrators, with no uplift.",
  adminCostPerParty: [
    {
      from: 0,
      upTo: 2000000,
      mode: "flat",
      fee: 10000,
      rounding: "none",
      confidence: "medium",
      evidence:
        "DIAC's own e-filing code (sarveshmds/DIAC, Calculate_fees.php), matched by an independent public calculator; official schedule text not seen",
    },
    {
      from: 2000000,
      upTo: 10000000,
      mode: "flat",
      fee: 20000,
      rounding: "none",
      confidence: "medium",
      evidence:
        "DIAC's own e-filing code (sarveshmds/DIAC, Calculate_fees.php), matched by an independent public calculator; official schedule text not seen",
    },
    {
      from: 10000000,
      upTo: 50000000,
      mode: "flat",
      fee: 40000,
      rounding: "none",
      confidence: "medium",
      evidence:
        "DIAC's own e-filing code (sarveshmds/DIAC, Calculate_fees.php), matched by an independent public calculator; official schedule text not seen",
    },
    {
      from: 50000000,
      upTo: 100000000,
      mode: "flat",
      fee: 75000,
      rounding: "none",
      confidence: "medium",
      evidence:
        "DIAC's own e-filing code (sarveshmds/DIAC, Calculate_fees.php), matched by an independent public calculator; official schedule text not seen",
    },
    {
      from: 100000000,
      upTo: 500000000,
      mode: "flat",
      fee: 100000,
      rounding: "none",
      confidence: "medium",
      evidence:
        "DIAC's own e-filing code (sarveshmds/DIAC, Calculate_fees.php), matched by an independent public calculator; official schedule text not seen",
    },
    {
      from: 500000000,
      upTo: null,
      mode: "flat",
      fee: 250000,
      rounding: "none",
      confidence: "medium",
      evidence:
        "DIAC's own e-filing code (sarveshmds/DIAC, Calculate_fees.php), matched by an independent public calculator; official schedule text not seen",
    },
  ],
  notes: [
    "The official Schedule B and Schedule A tables were not seen; these figures are DIAC's own code, so they reflect DIAC's practice but should be checked against the published schedule.",
    "Administrative costs are a flat amount per party (the table above), charged in addition to the arbitrators' fees. Costs and fees are shared equally at first, subject to the final award on costs, and are payable in advance.",
    "The e-filing screen asks, at filing, for 25% of the party's share of the arbitrators' fees plus its administrative cost (15% for emergency arbitration). Emergency arbitration uses a fixed administrative figure (Rs 5,00,000 in the code).",
    "International arbitrations use a separate US-dollar schedule, not included here.",
    "DIAC's code history: a snapshot of 25 April 2024 applied the Rs 60,00,000 ceiling to the variable part only; the current code caps base plus variable, consistent with Afcons. An older backup (probably the pre-December 2022 calculator) mirrored the Fourth Schedule figures with administrative costs of Rs 10,000 / 20,000 / 40,000 / 50,000, but applied the ceiling to the variable part only and added 25% for every tribunal size; do not copy it.",
    "DIAC's rounding of half-rupees is unknown.",
    "Institutional fees are usually charged plus GST; the rate was not confirmed from a primary source.",
  ],
  sources: [
    "https://dhcdiac.nic.in/diac-administrative-cost-arbitrators-fees-rules-2018",
    "https://dhcdiac.nic.in/part-a-introduction-2023/",
    "https://dhcdiac.nic.in/webapp/efiling/fees-calculators?theme=light",
    "sarveshmds/DIAC:application/libraries/Calculate_fees.php",
  ],
};

export const ARBITRATION_VECTORS: readonly ArbitrationVector[] = [
  {
    schedule: "fourthSchedule",
    basis: "perArbitrator",
    kind: "value",
    value: 500000,
    fee: 45000,
    source: "official table row",
    note: "Fourth Schedule, first row: sum in dispute up to Rs 5,00,000, model fee Rs 45,000",
  },
  {
    schedule: "fourthSchedule",
    basis: "perArbitrator",
    kind: "maximum",
    value: null,
    fee: 3000000,
    source: "court record: ONGC Ltd v. Afcons Gunanusa JV, 2022",
    note: "the highest fee per arbitrator for any sum in dispute: the ceiling covers base plus variable part",
  },
  {
    schedule: "fourthSchedule",
    basis: "soleArbitrator",
    kind: "maximum",
    value: null,
    fee: 3750000,
    source: "court record: ONGC Ltd v. Afcons Gunanusa JV, 2022",
    note: "a sole arbitrator is paid 25% over and above the Rs 30,00,000 ceiling",
  },
];
