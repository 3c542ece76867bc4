/**
 * Calendar dates as the site writes them, in one place for the pages, the PDFs, the fee notes and
 * the tests. A date in the content is a calendar date (YYYY-MM-DD), not an instant, so it is read
 * as text: no time zone can move it to the day before.
 */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function parts(isoDate: string): { year: string; month: (typeof MONTHS)[number]; monthIndex: number; day: number | null } {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  const day = match?.[3] === undefined ? null : Number(match[3]);
  if (!match?.[1] || month === undefined || (day !== null && (day < 1 || day > 31))) {
    throw new RangeError(`"${isoDate}" is not a date written YYYY-MM-DD (or a month, YYYY-MM)`);
  }
  return { year: match[1], month, monthIndex: Number(match[2]) - 1, day };
}

/** The languages a date is written in: the site's English, and Hindi as CLDR's hi-IN writes it. */
export type DateLanguage = "en" | "hi";

// Hindi months come from CLDR (15 फ़रवरी 2026, नवंबर 2026), as the glossary's conventions say; the
// date is read at midnight UTC and formatted in UTC, so no time zone moves it. The formats are made
// on first use: making the first loads the browser's Hindi data, 20 ms in Node and 80 ms in
// Chromium on this machine, which a calculator's island paid on English pages too while it loaded.
let hindiFormats: { date: Intl.DateTimeFormat; month: Intl.DateTimeFormat } | undefined;
function hindi() {
  return (hindiFormats ??= {
    date: new Intl.DateTimeFormat("hi-IN", { dateStyle: "long", timeZone: "UTC" }),
    month: new Intl.DateTimeFormat("hi-IN", { month: "long", year: "numeric", timeZone: "UTC" }),
  });
}

/** "2023-06-14" -> "14 June 2023". */
export function formatDate(isoDate: string): string {
  return formatDateIn(isoDate, "en");
}

/** "2026-11" or "2026-11-24" -> "November 2026". */
export function formatMonth(isoDate: string): string {
  return formatMonthIn(isoDate, "en");
}

/** "2023-06-14" -> "14 June 2023", or in Hindi "14 जून 2023". */
export function formatDateIn(isoDate: string, language: DateLanguage): string {
  const { year, month, monthIndex, day } = parts(isoDate);
  if (day === null) throw new RangeError(`"${isoDate}" has no day; expected YYYY-MM-DD`);
  if (language === "hi") return hindi().date.format(Date.UTC(Number(year), monthIndex, day));
  return `${day} ${month} ${year}`;
}

/** "2026-11" or "2026-11-24" -> "November 2026", or in Hindi "नवंबर 2026". */
export function formatMonthIn(isoDate: string, language: DateLanguage): string {
  const { year, month, monthIndex } = parts(isoDate);
  if (language === "hi") return hindi().month.format(Date.UTC(Number(year), monthIndex, 1));
  return `${month} ${year}`;
}
