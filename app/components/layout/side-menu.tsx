import { Accordion, Dialog } from "radix-ui";
import { useState } from "react";
import { Link, NavLink as RouterNavLink } from "react-router";
import { type NavLink, calculatorLinks, loginLink, primaryLinks, secondaryLinks, serviceLinks } from "~/config/navigation";
import { site } from "~/config/site";
import { useNavLabels, useT } from "~/lib/i18n/translations";
import { ChevronDown, CloseIcon, MenuIcon } from "./icons";

const linkClass =
  "flex min-h-11 items-center rounded-md px-3 text-[1.02rem] text-ink hover:bg-parchment aria-[current=page]:font-semibold aria-[current=page]:text-teal";

function MenuLink({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  const { title, url } = useNavLabels()(link);
  return (
    <li>
      <RouterNavLink to={url} end onClick={onNavigate} className={linkClass}>
        {title}
      </RouterNavLink>
    </li>
  );
}

function Section({ value, label, links, onNavigate }: { value: string; label: string; links: readonly NavLink[]; onNavigate: () => void }) {
  return (
    <Accordion.Item value={value} className="border-b border-parchment">
      <Accordion.Header>
        <Accordion.Trigger className="group flex min-h-11 w-full items-center justify-between rounded-md px-3 text-left text-[1.02rem] text-ink hover:bg-parchment">
          {label}
          <ChevronDown className="size-5 transition-transform group-data-[state=open]:rotate-180" />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content>
        <ul className="pb-2 pl-3">
          {links.map((link) => (
            <MenuLink key={link.url} link={link} onNavigate={onNavigate} />
          ))}
        </ul>
      </Accordion.Content>
    </Accordion.Item>
  );
}

/**
 * The slide-in menu. On small screens it carries the whole navigation (the desktop bar is hidden);
 * on large ones only the pages that have no place in the bar.
 */
export function SideMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const t = useT();
  const signIn = useNavLabels()(loginLink);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="js-only inline-flex size-11 items-center justify-center rounded-md text-ivory hover:bg-white/10"
        aria-label={t("layout.menu.open")}
      >
        <MenuIcon className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-[61] flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-ivory p-4 shadow-2xl data-[state=open]:animate-slide-in-right">
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="font-serif text-lg font-semibold text-navy" lang="en">
              {site.name}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-parchment"
              aria-label={t("layout.menu.close")}
            >
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("layout.menu.description")}</Dialog.Description>
          <nav aria-label={t("layout.menu.site")}>
            <div className="lg:hidden">
              <ul>
                <MenuLink link={primaryLinks.home} onNavigate={close} />
                <MenuLink link={primaryLinks.team} onNavigate={close} />
                <MenuLink link={primaryLinks.contact} onNavigate={close} />
              </ul>
              <Accordion.Root type="single" collapsible className="my-1 border-t border-parchment">
                <Section value="services" label={t("layout.nav.services")} links={serviceLinks} onNavigate={close} />
                <Section value="calculators" label={t("layout.nav.calculatorsShort")} links={calculatorLinks} onNavigate={close} />
              </Accordion.Root>
            </div>
            <ul>
              {secondaryLinks.map((link) => (
                <MenuLink key={link.url} link={link} onNavigate={close} />
              ))}
            </ul>
          </nav>
          <Link to={signIn.url} onClick={close} className="mt-auto pt-6 text-sm text-slate underline">
            {signIn.title}
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
