import { useLocation } from "react-router";
import { counterparts, languageTag } from "~/lib/i18n/locale";
import { useLocale, useT } from "~/lib/i18n/translations";

/**
 * The same page in the other language, on every page that has one. It keeps the query, so a
 * calculator's result address opens with the same result; such an address is answered by the
 * server (server/result-pages/), hence a full load for it.
 */
export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const pair = counterparts(pathname);
  if (!pair) return null;
  const other = locale === "hi" ? "en" : "hi";
  return (
    <a
      href={`${pair[other]}${search}`}
      lang={languageTag[other]}
      hrefLang={languageTag[other]}
      aria-label={t("layout.language.otherLabel")}
      className="language-switch inline-flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-semibold text-ivory hover:bg-white/10"
      data-testid="language-switch"
    >
      {t("layout.language.other")}
    </a>
  );
}
