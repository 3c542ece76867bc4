import { href } from "react-router";

export type NavLink = { title: string; url: string };

/** The seven practice pages, in menu order. Their text lives in content/services/. */
export const serviceLinks = [
  { title: "Litigation", url: href("/services/litigation") },
  { title: "Alternate Dispute Resolution", url: href("/services/alternate-dispute-resolution") },
  { title: "Civil, Criminal & Commercial Litigation", url: href("/services/civil-criminal-commercial-litigation") },
  { title: "Recovery", url: href("/services/recovery") },
  { title: "Labour & Industrial Disputes", url: href("/services/labor-industrial-disputes") },
  { title: "Advisory", url: href("/services/advisory") },
  { title: "Intellectual Property Rights", url: href("/services/intellectual-property-rights") },
] as const satisfies readonly NavLink[];

export const calculatorLinks = [
  { title: "Ad-Valorem Court Fee Calculator", url: href("/calculator/court-fee-calculator") },
  { title: "Arbitration Fee Calculator", url: href("/calculator/arbitration-fee-calculator") },
] as const satisfies readonly NavLink[];

export const primaryLinks = {
  home: { title: "Home", url: href("/") },
  team: { title: "Team", url: href("/team") },
  contact: { title: "Contact", url: href("/contact") },
} as const;

/** Pages reachable only from the side menu and the footer. */
export const secondaryLinks = [
  { title: "Events", url: href("/events") },
  { title: "Career", url: href("/career") },
  { title: "Publications", url: href("/publications") },
  { title: "Media Reports", url: href("/media-reports") },
] as const satisfies readonly NavLink[];

export const footerQuickLinks = [
  primaryLinks.home,
  primaryLinks.team,
  ...secondaryLinks,
  primaryLinks.contact,
] as const satisfies readonly NavLink[];

export const loginLink = { title: "Sign in", url: href("/login") } as const;
