/**
 * The site's two languages and how their addresses relate: every Hindi page lives under /hi/ at
 * the English page's path (/contact and /hi/contact). Pure, so the server, the build and the
 * browser agree on which page is the other's counterpart.
 */
import { HINDI_PREFIX, hindiPathOf, pagesWithHindi } from "../../../core/routing/site-pages.ts";

export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];

/** The language tags for `lang`, `hreflang` and Open Graph. */
export const languageTag = { en: "en-IN", hi: "hi-IN" } as const satisfies Record<Locale, string>;
export const openGraphLocale = { en: "en_IN", hi: "hi_IN" } as const satisfies Record<Locale, string>;

/** The English pages that have a Hindi counterpart, from the one list of pages. */
export { pagesWithHindi, hindiPathOf };

const withHindi = new Set<string>(pagesWithHindi);

export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** "/hi/contact" to "/contact"; an English path is returned as it is. */
export function englishPathOf(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(HINDI_PREFIX.length) || "/";
}

export function hasHindi(englishPath: string): boolean {
  return withHindi.has(englishPath);
}

/** The same page in each language, or null when the page exists in English only. */
export function counterparts(pathname: string): Record<Locale, string> | null {
  const english = englishPathOf(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);
  return hasHindi(english) ? { en: english, hi: hindiPathOf(english) } : null;
}

/**
 * Where a link to an English page should lead from a page in `locale`: Hindi pages link to the
 * Hindi page when there is one, and to the English page otherwise.
 */
export function localizedPath(englishPath: string, locale: Locale): string {
  return locale === "hi" && hasHindi(englishPath) ? hindiPathOf(englishPath) : englishPath;
}
