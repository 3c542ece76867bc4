import { type NavLink, calculatorLinks, footerQuickLinks, serviceLinks } from "~/config/navigation";
import { site } from "~/config/site";
import { addressInLanguage } from "~/lib/address-in-language";
import { useLocale, useNavLabels, useT } from "~/lib/i18n/translations";
import { LinkedInIcon, MailIcon, MapPinIcon, PhoneIcon } from "./icons";

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-4 font-serif text-lg font-semibold text-brass-pale">{children}</h2>;
}

const linkClass = "inline-flex min-h-8 items-center text-ivory/85 hover:text-ivory hover:underline";

/** A titled list of plain links: every page of the site is reachable from here, script or not. */
function FooterLinks({ label, heading, links }: { label: string; heading: string; links: readonly NavLink[] }) {
  const localize = useNavLabels();
  return (
    <nav aria-label={label}>
      <FooterHeading>{heading}</FooterHeading>
      <ul className="space-y-1">
        {links.map(localize).map((link) => (
          <li key={link.url}>
            <a href={link.url} className={linkClass}>
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { email, phones, professionalNetwork, office } = site;
  const t = useT();
  const officeLines = addressInLanguage(office, useLocale() === "hi");
  return (
    <footer id="site-footer" className="bg-ink text-ivory">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" lang="en" className="mb-4 font-serif text-xl font-semibold text-ivory">
            {site.name}
          </h2>
          <p className="text-[0.95rem] leading-relaxed text-ivory/80">{t("layout.footer.about")}</p>
          <a href={professionalNetwork.url} target="_blank" rel="noopener noreferrer" className={`${linkClass} mt-4 gap-2`}>
            <LinkedInIcon className="size-5" />
            {professionalNetwork.label}
            <span className="sr-only"> {t("layout.contact.newTab")}</span>
          </a>
        </section>
        <FooterLinks label={t("layout.footer.quickLinksLabel")} heading={t("layout.footer.quickLinks")} links={footerQuickLinks} />
        <div className="space-y-8">
          <FooterLinks label={t("layout.footer.services")} heading={t("layout.footer.services")} links={serviceLinks} />
          <FooterLinks label={t("layout.footer.calculatorsLabel")} heading={t("layout.footer.calculators")} links={calculatorLinks} />
        </div>
        <section aria-label={t("layout.footer.contacts")}>
          <FooterHeading>{t("layout.footer.contacts")}</FooterHeading>
          <ul className="space-y-2 text-[0.95rem]">
            <li>
              <a href={`mailto:${email}`} className={`${linkClass} gap-2`}>
                <MailIcon className="size-5 shrink-0" />
                {email}
              </a>
            </li>
            {Object.entries(phones).map(([kind, phone]) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`} className={`${linkClass} gap-2`}>
                  <PhoneIcon className="size-5 shrink-0" />
                  <span>
                    <span className="sr-only">{t(`layout.contact.${kind as keyof typeof site.phones}`)}: </span>
                    {phone.display}
                  </span>
                </a>
              </li>
            ))}
            <li className="flex gap-2 text-ivory/85">
              <MapPinIcon className="mt-0.5 size-5 shrink-0" />
              <address className="not-italic">
                {officeLines.street}, {officeLines.locality} {office.postalCode}
              </address>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-ivory/70 sm:px-6" suppressHydrationWarning>
          © {site.foundedYear}–{new Date().getFullYear()} <span lang="en">{site.name}</span>
          {t("layout.footer.nameEnd")} {t("layout.footer.rights")}
        </p>
      </div>
    </footer>
  );
}
