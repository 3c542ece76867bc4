import { href } from "react-router";
import type { TranslationKey } from "~/lib/i18n/translation-keys";
import { practiceAreas } from "../../core/routing/site-pages.ts";

type NavKeyOf<K> = K extends `layout.nav.${infer Key}` ? Key : never;

/** A menu entry: its label is the text `layout.nav.<key>` of content/translations/<language>/layout.yaml. */
export type NavLink = { key: NavKeyOf<TranslationKey>; url: string };

/** The practice pages, in menu order (core/routing/site-pages.ts). Their text lives in content/services/. */
export const serviceLinks: readonly NavLink[] = practiceAreas.map((area) => ({ key: area.key, url: `/services/${area.slug}` }));

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
