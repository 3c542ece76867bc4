import type { TranslationKind } from "./schemas.ts";

/** Where the key union is written; `npm run translation-keys` writes it, a test fails when it is stale. */
export const TRANSLATION_KEYS_FILE = "app/lib/i18n/translation-keys.ts";

/**
 * The source of the key union: every text of the English files, named as the pages ask for it
 * ("layout.nav.home"). English decides the keys; the build keeps the Hindi files to the same keys.
 */
export function translationKeysSource(english: Record<TranslationKind, Record<string, string>>): string {
  const keys = Object.entries(english)
    .flatMap(([kind, texts]) => Object.keys(texts).map((key) => `${kind}.${key}`))
    .sort();
  return [
    "// Written by `npm run translation-keys` from content/translations/en/*.yaml; do not edit.",
    "// A text the code asks for by a key not listed here fails the type check, not a page at run time.",
    "export type TranslationKey =",
    ...keys.map((key, i) => `  | ${JSON.stringify(key)}${i === keys.length - 1 ? ";" : ""}`),
    "",
  ].join("\n");
}
