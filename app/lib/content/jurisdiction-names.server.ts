import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse as parseYaml } from "yaml";
import { COURT_FEE_SCHEDULES } from "../../../core/fees/data/court-fees";
import { toJsonText, type JsonText } from "../json-text";
import type { Locale } from "../i18n/locale.ts";
import { ContentError, configuredContentDir } from "./content-folder.server";
import { jurisdictionNamesSchema } from "./schemas";

/** The Hindi name of each State and Union territory, by the fee data's code ("DL" -> "दिल्ली"). */
export type JurisdictionNames = Readonly<Record<string, string>>;

/**
 * Reads content/translations/hi/jurisdictions.yaml and checks it against the fee data: a code
 * without a Hindi name, or a name for a code the data does not have, is a problem naming the code.
 */
export function readJurisdictionNames(dir: string): { names: JurisdictionNames; problems: string[] } {
  const file = join(dir, "translations", "hi", "jurisdictions.yaml");
  const shown = relative(process.cwd(), file);
  if (!existsSync(file)) return { names: {}, problems: [`${shown}: the file is missing`] };
  const parsed = jurisdictionNamesSchema.safeParse(parseYaml(readFileSync(file, "utf8")));
  if (!parsed.success) {
    return { names: {}, problems: parsed.error.issues.map((issue) => `${shown}: ${issue.path.join(".") || "(the file)"}: ${issue.message}`) };
  }
  const { names } = parsed.data;
  const problems = [
    ...COURT_FEE_SCHEDULES.filter((entry) => !(entry.id in names)).map(
      (entry) => `${shown}: names.${entry.id}: missing; expected the Hindi name of "${entry.name}"`,
    ),
    ...Object.keys(names)
      .filter((code) => !COURT_FEE_SCHEDULES.some((entry) => entry.id === code))
      .map((code) => `${shown}: names.${code}: the fee data has no such code; expected one of ${COURT_FEE_SCHEDULES.map((e) => e.id).join(", ")}`),
  ];
  return { names, problems };
}

let cached: JsonText<JurisdictionNames> | undefined;

/**
 * The names a page in `locale` shows instead of the data's: the Hindi names on a Hindi page, none on
 * an English one. A problem stops the prerender, and so the build.
 */
export function loadJurisdictionNames(locale: Locale): JsonText<JurisdictionNames> | null {
  if (locale === "en") return null;
  if (cached === undefined) {
    const { names, problems } = readJurisdictionNames(configuredContentDir());
    if (problems.length > 0) throw new ContentError(problems);
    cached = toJsonText(names);
  }
  return cached;
}
