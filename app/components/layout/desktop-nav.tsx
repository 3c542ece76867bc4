import { type NavLink, calculatorLinks, primaryLinks, serviceLinks } from "~/config/navigation";
import type { TranslationKey } from "~/lib/i18n/translation-keys";
import { cn } from "~/lib/cn";
import { useNavLabels, useT } from "~/lib/i18n/translations";
import { useIsCurrentPage } from "./current-page";
import { ChevronDown } from "./icons";

const itemClass =
  "inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-[0.95rem] font-medium text-ivory/90 hover:bg-white/10 hover:text-ivory aria-[current=page]:underline aria-[current=page]:decoration-brass aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";

/** `label` is the menu's text key in layout.yaml. */
type Menu = { id: string; label: TranslationKey; links: readonly NavLink[] };
const menus: Menu[] = [
  { id: "services", label: "layout.nav.services", links: serviceLinks },
  { id: "calculators", label: "layout.nav.calculators", links: calculatorLinks },
];

/**
 * A disclosure button and its list. The spec's hover timings, Escape and closing when focus leaves
 * are the layout's script (layout-behaviour.ts); without script the list opens on hover and focus
 * by CSS (app.css, scripting: none).
 */
function Dropdown({ menu }: { menu: Menu }) {
  const t = useT();
  const label = useNavLabels();
  const panelId = `menu-${menu.id}`;
  return (
    <li className="nav-dropdown relative" data-dropdown="">
      <button type="button" aria-expanded="false" aria-controls={panelId} className={cn(itemClass, "group")}>
        {t(menu.label)}
        <ChevronDown className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <ul id={panelId} hidden className="absolute top-full left-0 mt-2 w-80 rounded-lg border border-parchment bg-ivory p-2 shadow-xl">
        {menu.links.map(label).map((link) => (
          <li key={link.url}>
            <a href={link.url} className="block rounded-md px-3 py-2.5 text-ink hover:bg-parchment focus-visible:bg-parchment">
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

function TopLink({ link }: { link: NavLink }) {
  const { title, url } = useNavLabels()(link);
  const isCurrent = useIsCurrentPage();
  return (
    <li>
      <a href={url} aria-current={isCurrent(url) ? "page" : undefined} className={itemClass}>
        {title}
      </a>
    </li>
  );
}

/** The desktop menu bar: disclosure buttons (not ARIA menus), so links keep their usual keys. */
export function DesktopNav() {
  const t = useT();
  return (
    <nav aria-label={t("layout.menu.main")} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <TopLink link={primaryLinks.home} />
        <TopLink link={primaryLinks.team} />
        {menus.map((menu) => (
          <Dropdown key={menu.id} menu={menu} />
        ))}
        <TopLink link={primaryLinks.contact} />
      </ul>
    </nav>
  );
}
