/**
 * The Hindi house rules the build applies to the Hindi pages and YAML (hindi-checks.ts), run over
 * the Hindi a court-fee result shows (core/fees/data/court-fees-hi.json): the glossary's words,
 * lettered provisions as "अनुच्छेद 1क", English only in brackets after the Hindi, and Act numbers as
 * the Hindi gives them ("1955 का अधिनियम 14").
 */
import { describe, expect, it } from "vitest";
import { COURT_FEE_SENTENCES_HI } from "../../../core/fees/data/court-fees-hi";
import { loadContentTree } from "./content-tree.server";
import { actNumberProblems, glossaryProblems, provisionProblems, textFields, unmarkedLatin } from "./hindi-checks";

describe("the fee data's Hindi keeps the house rules", () => {
  const fields = textFields(COURT_FEE_SENTENCES_HI);
  const { glossary } = loadContentTree("content");

  it("reads every sentence", () => expect(fields.length).toBeGreaterThan(200));
  it("uses the glossary's words", () => expect(glossaryProblems(fields, glossary)).toEqual([]));
  it("writes lettered provisions the statutes' way", () => expect(provisionProblems(fields)).toEqual([]));
  it("keeps English in brackets after the Hindi", () => expect(unmarkedLatin(fields)).toEqual([]));
  it("gives Act numbers as the Hindi does", () => expect(actNumberProblems(fields)).toEqual([]));

  it("finds what review 3 found in the earlier Hindi", () => {
    const earlier = [
      { field: "CG.article", text: "अनुसूची 1, अनुच्छेद 1-क" },
      { field: "SK.article", text: "अनुसूची (A): दीवानी वादों के वादपत्र" },
      { field: "MH.statute", text: "महाराष्ट्र न्यायालय फीस अधिनियम, 1959 (Maharashtra Court-fees Act, 1959; Bom. Act XXXVI of 1959)" },
      { field: "PB.warnings[1]", text: "दो तालिकाएँ: (A) lexlords.com: 2.5%; (B) centurylawfirm: 2.5%" },
      { field: "TS.warnings[0]", text: "यह तालिका (see vectors) की पुष्टि करती है, as the engine returns" },
    ];
    expect(provisionProblems(earlier)).toHaveLength(2);
    expect(actNumberProblems(earlier)).toHaveLength(1);
    expect(unmarkedLatin(earlier)).toEqual([expect.stringMatching(/^PB\.warnings\[1\]: "lexlords.com/), expect.stringMatching(/^TS\.warnings\[0\]: "as the engine returns"/)]);
  });
});
