import { href } from "react-router";
import { site } from "~/config/site";
import { localizedPath } from "~/lib/i18n/locale";
import { useLocale, useT } from "~/lib/i18n/translations";

export function Logo() {
  const t = useT();
  const locale = useLocale();
  return (
    <a
      href={localizedPath(href("/"), locale)}
      className="flex items-center gap-3 rounded-md text-ivory"
      aria-label={t("layout.homeLabel", { name: site.name })}
    >
      <img src="/img/brand/logo.svg" alt="" width={40} height={40} className="size-10" />
      <span lang="en" className="font-serif text-lg leading-tight font-semibold tracking-wide sm:text-xl">
        {site.name}
      </span>
    </a>
  );
}
