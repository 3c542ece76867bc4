import { formatDate } from "../../core/dates/format-date";

export type CitationInput = { authorName: string; title: string; firm: string; date: string; url: string };

/**
 * An OSCOLA-style citation of a web article, the form Indian and English law reports accept:
 * Author, ‘Title’ (Firm, date) <URL> accessed date. Without an accessed date (the page before its
 * script runs) the last part is left out rather than guessed.
 */
export function articleCitation({ authorName, title, firm, date, url }: CitationInput, accessed?: string): string {
  const base = `${authorName}, ‘${title}’ (${firm}, ${formatDate(date)}) <${url}>`;
  return accessed ? `${base} accessed ${formatDate(accessed)}` : base;
}
