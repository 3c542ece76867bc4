/**
 * Calendar dates as the site writes them, in one place for the pages, the PDFs, the fee notes and
 * the tests. A date in the content is a calendar date (YYYY-MM-DD), not an instant, so it is read
 * as text: no time zone can move it to the day before.
 */
const MONTHS = [
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

function parts(isoDate: string): { year: string; month: (typeof MONTHS)[number]; day: number | null } {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  const day = match?.[3] === undefined ? null : Number(match[3]);
  if (!match?.[1] || month === undefined || (day !== null && (day < 1 || day > 31))) {
    throw new RangeError(`"${isoDate}" is not a date written YYYY-MM-DD (or a month, YYYY-MM)`);
  }
  return { year: match[1], month, day };
}

/** "2023-06-14" -> "14 June 2023". */
export function formatDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  if (day === null) throw new RangeError(`"${isoDate}" has no day; expected YYYY-MM-DD`);
  return `${day} ${month} ${year}`;
}

/** "2026-11" or "2026-11-24" -> "November 2026". */
export function formatMonth(isoDate: string): string {
  const { year, month } = parts(isoDate);
  return `${month} ${year}`;
}
