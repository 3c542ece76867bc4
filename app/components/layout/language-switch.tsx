import { useLocation, useMatches } from "react-router";
import { type Locale, counterparts, languageTag } from "~/lib/i18n/locale";
import { useLocale, useT } from "~/lib/i18n/translations";

/**
 * The same page in the other language, on every page that has one. It keeps the query, so a
 * calculator's result address opens with the same result; such an address is answered by the
 * server (server/result-pages/), hence a full load for it. A page that has a counterpart only for
 * some of its content (an article, when it has a Hindi summary) names it in its loader's data as
 * `counterparts`.
 */
export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const pair = counterparts(pathname) ?? pageCounterparts(matches);
  const other = locale === "hi" ? "en" : "hi";
  // A page in one language only keeps the switch's place, unseen and unread, so the header's
  // controls stand where they stand on every other page.
  if (!pair)
    return (
      <span aria-hidden="true" lang={languageTag[other]} className={`${switchClass} invisible`} data-testid="language-switch-place">
        {t("layout.language.other")}
      </span>
    );
  return (
    <a
      href={`${pair[other]}${search}`}
      lang={languageTag[other]}
      hrefLang={languageTag[other]}
      aria-label={t("layout.language.otherLabel")}
      className={`${switchClass} rounded-md hover:bg-white/10`}
      data-testid="language-switch"
    >
      {t("layout.language.other")}
    </a>
  );
}

const switchClass = "language-switch inline-flex min-h-11 items-center px-3 text-[0.95rem] font-semibold text-ivory";

/** The pair a page's own loader names, for a page whose counterpart depends on its content. */
function pageCounterparts(matches: ReturnType<typeof useMatches>): Record<Locale, string> | null {
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { counterparts?: Record<Locale, string> | null } | undefined;
    if (data && typeof data === "object" && data.counterparts) return data.counterparts;
  }
  return null;
}
