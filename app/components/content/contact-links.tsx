import { LinkedInIcon, MailIcon, PhoneIcon } from "~/components/layout/icons";
import { site } from "~/config/site";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n/translations";

const itemClass = "inline-flex min-h-11 items-center gap-2 rounded-md font-medium text-navy hover:text-teal hover:underline";

/** The firm's mail, both phones and (optionally) its professional-network page as real links. */
export function ContactLinks({ withNetwork = false, className }: { withNetwork?: boolean; className?: string }) {
  const t = useT();
  return (
    <ul className={cn("flex flex-wrap gap-x-6 gap-y-1", className)}>
      <li>
        <a href={`mailto:${site.email}`} className={itemClass}>
          <MailIcon className="size-5 shrink-0 text-brass-deep" />
          {site.email}
        </a>
      </li>
      {Object.entries(site.phones).map(([kind, phone]) => (
        <li key={phone.tel}>
          <a href={`tel:${phone.tel}`} className={itemClass}>
            <PhoneIcon className="size-5 shrink-0 text-brass-deep" />
            <span>
              <span className="sr-only">{t(`layout.contact.${kind as keyof typeof site.phones}`)}: </span>
              {phone.display}
            </span>
          </a>
        </li>
      ))}
      {withNetwork ? (
        <li>
          <a href={site.professionalNetwork.url} target="_blank" rel="noopener noreferrer" className={itemClass}>
            <LinkedInIcon className="size-5 shrink-0 text-brass-deep" />
            {site.professionalNetwork.label}
            <span className="sr-only"> {t("layout.contact.newTab")}</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
