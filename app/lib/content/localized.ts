/**
 * The events, media reports and team cards in the page's language. Their Hindi sits beside the
 * English in the same entry (`captionHi`, `titleHi`, ...; schemas.ts); a Hindi page shows the Hindi
 * when it is written and the English otherwise, flagged so that the page marks it lang="en".
 * Pure, so the loaders, the components and the unit tests share it.
 */
import type { Locale } from "../i18n/locale.ts";
import type { EventsContent, MediaReportsContent, TeamMemberFields } from "./schemas.ts";

/** A text as a page shows it: `en` when it is the English standing in for a missing Hindi text. */
export type ShownText = { text: string; en: boolean };

/** The Hindi when the page is Hindi and the Hindi is written; the English (flagged on a Hindi page) otherwise. */
export function shown(locale: Locale, english: string, hindi: string | undefined): ShownText {
  if (locale === "en") return { text: english, en: false };
  return hindi === undefined ? { text: english, en: true } : { text: hindi, en: false };
}

/** Paragraphs are translated as a whole: all in Hindi, or all in English. */
function shownParagraphs(locale: Locale, english: readonly string[], hindi: readonly string[] | undefined): ShownText[] {
  const chosen = locale === "hi" && hindi !== undefined ? hindi : english;
  const en = locale === "hi" && hindi === undefined;
  return chosen.map((text) => ({ text, en }));
}

export type ShownPhoto = { image: string; alt: ShownText };
export type ShownEventSection = { id: string; caption: ShownText; summary: ShownText; photos: ShownPhoto[] };

export function localizeEvents(events: EventsContent, locale: Locale): ShownEventSection[] {
  return events.sections.map((section) => ({
    id: section.id,
    caption: shown(locale, section.caption, section.captionHi),
    summary: shown(locale, section.summary, section.summaryHi),
    photos: section.photos.map((photo) => ({ image: photo.image, alt: shown(locale, photo.alt, photo.altHi) })),
  }));
}

export type ShownReport = {
  id: string;
  image: string;
  title: ShownText;
  alt: ShownText;
  excerpt: ShownText;
  description: ShownText[];
  /** Where and when it was reported: the outlet's name as written, the date as YYYY-MM-DD; null when not given. */
  outlet: string | null;
  date: string | null;
};

export function localizeMediaReports(media: MediaReportsContent, locale: Locale): ShownReport[] {
  return media.reports.map((report) => ({
    id: report.id,
    image: report.image,
    title: shown(locale, report.title, report.titleHi),
    alt: shown(locale, report.alt, report.altHi),
    excerpt: shown(locale, report.excerpt, report.excerptHi),
    description: shownParagraphs(locale, report.description, report.descriptionHi),
    outlet: report.outlet ?? null,
    date: report.date ?? null,
  }));
}

/** The key of a designation's text in translations/<locale>/lists.yaml. */
export const designationKey = {
  "Managing Partner": "lists.team.managingPartner",
  Advocate: "lists.team.advocate",
} as const satisfies Record<TeamMemberFields["designation"], string>;
