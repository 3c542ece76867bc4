/**
 * The keys the code may ask for are the English files' keys, written as a type: a misspelt or
 * removed key fails the type check. This keeps that type equal to the files, and the Hindi files to
 * the same keys.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadContentTree } from "../content/content-tree.server";
import { TRANSLATION_KEYS_FILE, translationKeysSource } from "../content/translation-keys.server";

describe("the translation keys", () => {
  const tree = loadContentTree("content");

  it("are the English files' keys (run npm run translation-keys after changing them)", () => {
    expect(readFileSync(TRANSLATION_KEYS_FILE, "utf8")).toBe(translationKeysSource(tree.translations.en));
  });

  it("are the same in Hindi", () => {
    expect(translationKeysSource(tree.translations.hi)).toBe(translationKeysSource(tree.translations.en));
  });
});
