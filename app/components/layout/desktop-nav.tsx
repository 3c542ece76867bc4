import { useCallback, useEffect, useRef, useState } from "react";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { type NavLink, calculatorLinks, primaryLinks, serviceLinks } from "~/config/navigation";
import type { TranslationKey } from "~/lib/i18n/translation-keys";
import { cn } from "~/lib/cn";
import { useNavLabels, useT } from "~/lib/i18n/translations";
import { ChevronDown } from "./icons";

// The spec's menu timings: a hovered menu opens after 200 ms; for 300 ms after one closes, the next
// opens at once (moving along the bar); a menu the pointer has left closes after 150 ms.
const OPEN_DELAY_MS = 200;
const SKIP_DELAY_MS = 300;
const CLOSE_DELAY_MS = 150;

const itemClass =
  "inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-[0.95rem] font-medium text-ivory/90 hover:bg-white/10 hover:text-ivory aria-[current=page]:text-brass-pale";

/** `label` is the menu's text key in layout.yaml. */
type Menu = { id: string; label: TranslationKey; links: readonly NavLink[] };
const menus: Menu[] = [
  { id: "services", label: "layout.nav.services", links: serviceLinks },
  { id: "calculators", label: "layout.nav.calculators", links: calculatorLinks },
];

/** Open/close with the spec's hover delays; clicks, Escape and focus work without them. */
function useMenuState() {
  const [open, setOpen] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastClosed = useRef(0);
  const schedule = (fn: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  };
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((current) => {
      if (current !== null) lastClosed.current = Date.now();
      return null;
    });
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    open,
    toggle: (id: string) => (open === id ? close() : (clearTimeout(timer.current), setOpen(id))),
    hoverIn: (id: string) => {
      const skip = open !== null || Date.now() - lastClosed.current < SKIP_DELAY_MS;
      if (skip) {
        clearTimeout(timer.current);
        setOpen(id);
      } else schedule(() => setOpen(id), OPEN_DELAY_MS);
    },
    hoverOut: () => schedule(close, CLOSE_DELAY_MS),
    close,
  };
}

function Dropdown({ menu, state }: { menu: Menu; state: ReturnType<typeof useMenuState> }) {
  const t = useT();
  const label = useNavLabels();
  const trigger = useRef<HTMLButtonElement>(null);
  const isOpen = state.open === menu.id;
  const panelId = `menu-${menu.id}`;
  return (
    <li
      // nav-dropdown: without script the list opens on hover and focus by CSS (app.css, scripting: none).
      className="nav-dropdown relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && state.hoverIn(menu.id)}
      onPointerLeave={(e) => e.pointerType === "mouse" && state.hoverOut()}
      onKeyDown={(e) => {
        if (e.key === "Escape" && isOpen) {
          state.close();
          trigger.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (isOpen && !e.currentTarget.contains(e.relatedTarget as Node | null)) state.close();
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => state.toggle(menu.id)}
        className={cn(itemClass, "group")}
      >
        {t(menu.label)}
        <ChevronDown className={cn("size-4 transition-transform", isOpen && "rotate-180")} />
      </button>
      <ul
        id={panelId}
        hidden={!isOpen}
        className="absolute top-full left-0 mt-2 w-80 rounded-lg border border-parchment bg-ivory p-2 shadow-xl"
      >
        {menu.links.map(label).map((link) => (
          <li key={link.url}>
            <Link
              to={link.url}
              onClick={state.close}
              className="block rounded-md px-3 py-2.5 text-ink hover:bg-parchment focus-visible:bg-parchment"
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

function TopLink({ link }: { link: NavLink }) {
  const { title, url } = useNavLabels()(link);
  return (
    <li>
      <RouterNavLink to={url} end className={itemClass}>
        {title}
      </RouterNavLink>
    </li>
  );
}

/** The desktop menu bar: disclosure buttons (not ARIA menus), so links keep their usual keys. */
export function DesktopNav() {
  const state = useMenuState();
  const t = useT();
  const { pathname } = useLocation();
  const { close } = state;
  // A navigation by any route closes an open dropdown.
  useEffect(() => close(), [pathname, close]);
  return (
    <nav aria-label={t("layout.menu.main")} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <TopLink link={primaryLinks.home} />
        <TopLink link={primaryLinks.team} />
        {menus.map((menu) => (
          <Dropdown key={menu.id} menu={menu} state={state} />
        ))}
        <TopLink link={primaryLinks.contact} />
      </ul>
    </nav>
  );
}
