/**
 * Every State and Union territory of the fee data has a Hindi name; a code without a name, or a name for a code the data lacks, is named.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { JURISDICTION_IDS } from "../../../core/fees/data/court-fees";
import { readJurisdictionNames } from "./jurisdiction-names.server";

const copies: string[] = [];
afterEach(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the content with the names file changed. */
function withNamesFile(change: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), "names-"));
  copies.push(dir);
  cpSync(join("content", "translations"), join(dir, "translations"), { recursive: true });
  const file = join(dir, "translations", "hi", "jurisdictions.yaml");
  writeFileSync(file, change(readFileSync(file, "utf8")));
  return dir;
}

describe("the Hindi names of the States and Union territories", () => {
  it("cover every code of the fee data, in Devanagari, and nothing else", () => {
    const { names, problems } = readJurisdictionNames("content");
    expect(problems).toEqual([]);
    expect(Object.keys(names).sort()).toEqual([...JURISDICTION_IDS].sort());
    for (const name of Object.values(names)) expect(name).toMatch(/^[\u0900-\u097F ]+$/);
  });

  it("name a missing code and an unknown one", () => {
    const dir = withNamesFile((text) => text.replace(/\n {2}DL: .*\n/, '\n  XX: "कहीं"\n'));
    expect(readJurisdictionNames(dir).problems).toEqual([
      expect.stringMatching(/jurisdictions\.yaml: names\.DL: missing; expected the Hindi name of "Delhi"/),
      expect.stringMatching(/jurisdictions\.yaml: names\.XX: the fee data has no such code/),
    ]);
  });
});
