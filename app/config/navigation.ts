import { href } from "react-router";
import type { TranslationKey } from "~/lib/i18n/translation-keys";

type NavKeyOf<K> = K extends `layout.nav.${infer Key}` ? Key : never;

/** A menu entry: its label is the text `layout.nav.<key>` of content/translations/<language>/layout.yaml. */
export type NavLink = { key: NavKeyOf<TranslationKey>; url: string };

/** The seven practice pages, in menu order. Their text lives in content/services/. */
export const serviceLinks = [
  { key: "litigation", url: href("/services/litigation") },
  { key: "adr", url: href("/services/alternate-dispute-resolution") },
  { key: "civil", url: href("/services/civil-criminal-commercial-litigation") },
  { key: "recovery", url: href("/services/recovery") },
  { key: "labour", url: href("/services/labor-industrial-disputes") },
  { key: "advisory", url: href("/services/advisory") },
  { key: "ip", url: href("/services/intellectual-property-rights") },
] as const satisfies readonly NavLink[];

export const calculatorLinks = [
  { key: "courtFee", url: href("/calculator/court-fee-calculator") },
  { key: "arbitrationFee", url: href("/calculator/arbitration-fee-calculator") },
] as const satisfies readonly NavLink[];

export const primaryLinks = {
  home: { key: "home", url: href("/") },
  team: { key: "team", url: href("/team") },
  contact: { key: "contact", url: href("/contact") },
} as const;

/** Pages reachable only from the side menu and the footer. */
export const secondaryLinks = [
  { key: "events", url: href("/events") },
  { key: "career", url: href("/career") },
  { key: "publications", url: href("/publications") },
  { key: "mediaReports", url: href("/media-reports") },
] as const satisfies readonly NavLink[];

export const footerQuickLinks = [
  primaryLinks.home,
  primaryLinks.team,
  ...secondaryLinks,
  primaryLinks.contact,
] as const satisfies readonly NavLink[];

export const loginLink = { key: "signIn", url: href("/login") } as const;
