import { toJsonText, type JsonText } from "../json-text";
import type { Locale } from "../i18n/locale.ts";
import { contentTree } from "./content-source.server";

/** The Hindi name of each State and Union territory, by the fee data's code ("DL" -> "दिल्ली"). */
type JurisdictionNames = Readonly<Record<string, string>>;

let cached: JsonText<JurisdictionNames> | undefined;

/**
 * The names a page in `locale` shows instead of the fee data's: the Hindi names
 * (content/translations/hi/jurisdictions.yaml, checked against the data and compiled into the build
 * with the rest of the content) on a Hindi page, none on an English one.
 */
export function loadJurisdictionNames(locale: Locale): JsonText<JurisdictionNames> | null {
  if (locale === "en") return null;
  cached ??= toJsonText(contentTree().hindi.jurisdictionNames);
  return cached;
}
