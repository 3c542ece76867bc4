import { type NavLink, calculatorLinks, loginLink, primaryLinks, secondaryLinks, serviceLinks } from "~/config/navigation";
import { site } from "~/config/site";
import { DialogButton } from "~/components/ui/dialog-button";
import { useNavLabels, useT } from "~/lib/i18n/translations";
import { useIsCurrentPage } from "./current-page";
import { ChevronDown, CloseIcon, MenuIcon } from "./icons";

const SIDE_MENU_ID = "side-menu";

const linkClass =
  "flex min-h-11 items-center rounded-md px-3 text-[1.02rem] text-ink hover:bg-parchment aria-[current=page]:font-semibold aria-[current=page]:text-teal";

function MenuLink({ link }: { link: NavLink }) {
  const { title, url } = useNavLabels()(link);
  const isCurrent = useIsCurrentPage();
  return (
    <li>
      <a href={url} aria-current={isCurrent(url) ? "page" : undefined} className={linkClass}>
        {title}
      </a>
    </li>
  );
}

/** One section of the menu's links; the sections share a name, so the browser keeps one open at a time. */
function Section({ label, links }: { label: string; links: readonly NavLink[] }) {
  return (
    <details name="side-menu-section" className="group border-b border-parchment">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-md px-3 text-[1.02rem] text-ink hover:bg-parchment [&::-webkit-details-marker]:hidden">
        {label}
        <ChevronDown className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="pb-2 pl-3">
        {links.map((link) => (
          <MenuLink key={link.url} link={link} />
        ))}
      </ul>
    </details>
  );
}

/**
 * The slide-in menu, a native modal <dialog> opened by its button's invoker command (so it works
 * before any script; app/components/layout/layout-behaviour.ts covers older browsers). On small
 * screens it carries the whole navigation (the desktop bar is hidden); on large ones only the pages
 * that have no place in the bar.
 */
export function SideMenu() {
  const t = useT();
  const signIn = useNavLabels()(loginLink);
  const isCurrent = useIsCurrentPage();
  return (
    <>
      <DialogButton
        command="show-modal"
        dialogId={SIDE_MENU_ID}
        label={t("layout.menu.open")}
        className="js-only inline-flex size-11 items-center justify-center rounded-md text-ivory hover:bg-white/10"
      >
        <MenuIcon className="size-6" />
      </DialogButton>
      <dialog
        id={SIDE_MENU_ID}
        data-close-on-link=""
        // A click on the backdrop closes the menu.
        closedby="any"
        aria-labelledby={`${SIDE_MENU_ID}-title`}
        aria-describedby={`${SIDE_MENU_ID}-description`}
        className="side-menu fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none flex-col overflow-y-auto bg-ivory p-4 text-ink shadow-2xl backdrop:bg-ink/60 open:flex"
      >
        <div className="mb-2 flex items-center justify-between">
          <h2 id={`${SIDE_MENU_ID}-title`} className="font-serif text-lg font-semibold text-navy" lang="en">
            {site.name}
          </h2>
          <DialogButton
            command="close"
            dialogId={SIDE_MENU_ID}
            label={t("layout.menu.close")}
            className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-parchment"
          >
            <CloseIcon className="size-6" />
          </DialogButton>
        </div>
        <p id={`${SIDE_MENU_ID}-description`} className="sr-only">
          {t("layout.menu.description")}
        </p>
        <nav aria-label={t("layout.menu.site")}>
          <div className="lg:hidden">
            <ul>
              <MenuLink link={primaryLinks.home} />
              <MenuLink link={primaryLinks.team} />
              <MenuLink link={primaryLinks.contact} />
            </ul>
            <div className="my-1 border-t border-parchment">
              <Section label={t("layout.nav.services")} links={serviceLinks} />
              <Section label={t("layout.nav.calculatorsShort")} links={calculatorLinks} />
            </div>
          </div>
          <ul>
            {secondaryLinks.map((link) => (
              <MenuLink key={link.url} link={link} />
            ))}
          </ul>
        </nav>
        <a
          href={signIn.url}
          aria-current={isCurrent(signIn.url) ? "page" : undefined}
          className="mt-auto pt-6 text-sm text-slate underline"
        >
          {signIn.title}
        </a>
      </dialog>
    </>
  );
}
