import { describe, expect, it } from "vitest";
import { contentTree } from "~/lib/content/content-source.server";
import { listJurisdictions } from "../../../core/fees/jurisdictions";
import { NO_NAMES, inShownOrder, shownName } from "./jurisdiction-names";

describe("the court-fee calculator's list of States", () => {
  it("are listed in Hindi order on a Hindi page, and the English list keeps the data's order and names", () => {
    const names = contentTree().hindi.jurisdictionNames;
    const list = listJurisdictions();
    const shown = inShownOrder(list, names).map((j) => shownName(j, names));
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, "hi")));
    expect(shown).toContain("दिल्ली");
    expect(inShownOrder(list, NO_NAMES)).toBe(list);
    expect(list.map((j) => shownName(j, NO_NAMES))).toEqual(list.map((j) => j.name));
  });
});
