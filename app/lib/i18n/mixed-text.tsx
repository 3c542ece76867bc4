import { Fragment } from "react";
import { useLocale } from "./translations";

// A run of English in Hindi text: Latin words joined by spaces, commas, "(" and ")"; after a comma a
// number may follow ("Rules, 2018"), elsewhere a number stays outside (it reads the same in both).
const LATIN_RUN = /[A-Za-z][\w.'’&/-]*(?:(?:,\s*[A-Za-z0-9]|\s*\(\s*[A-Za-z]|\)?\s+[A-Za-z])[\w.'’&/-]*)*/g;

export type TextPart = { text: string; english: boolean };

/** The text cut into its Hindi and English runs, in order. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    let run = match[0];
    // A bracket opened inside the run and closed right after it belongs to it: "DIAC (Delhi … Centre)".
    if (count(run, "(") > count(run, ")") && text[match.index + run.length] === ")") run += ")";
    if (match.index > at) parts.push({ text: text.slice(at, match.index), english: false });
    parts.push({ text: run, english: true });
    at = match.index + run.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), english: false });
  return parts;
}

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * A text of a Hindi page with each English run (a case name, an Act's title, "Google Maps") marked
 * lang="en", so that a screen reader reads it as English. On an English page the text is as it is.
 * The runs are held in one span: inside a flex box (a link laid out as `inline-flex`) each run would
 * be an item of its own, and the space that opens " में खोलें" would be dropped.
 */
export function MixedText({ text }: { text: string }) {
  const locale = useLocale();
  if (locale === "en") return text;
  const parts = textParts(text);
  if (parts.every((part) => !part.english)) return text;
  return (
    <span>
      {parts.map((part, i) =>
        part.english ? (
          <span key={i} lang="en">
            {part.text}
          </span>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}
