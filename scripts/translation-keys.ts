/**
 * Writes the union of the translation keys (app/lib/i18n/translation-keys.ts) from the English
 * translation files. Run it after adding or removing a text in content/translations/en/.
 */
import { writeFileSync } from "node:fs";
import { loadContentTree } from "../app/lib/content/content-tree.server.ts";
import { TRANSLATION_KEYS_FILE, translationKeysSource } from "../app/lib/content/translation-keys.server.ts";

writeFileSync(TRANSLATION_KEYS_FILE, translationKeysSource(loadContentTree("content").translations.en));
console.log(`Wrote ${TRANSLATION_KEYS_FILE}`);
