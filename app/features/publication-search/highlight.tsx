import type { ReactNode } from "react";

/** Wraps each word of `text` that the search matched (its index terms, in lower case) in <mark>. */
export function highlight(text: string, terms: ReadonlySet<string>): ReactNode[] {
  return text
    .split(/([\p{L}\p{N}]+)/u)
    .map((part, i) => (i % 2 === 1 && terms.has(part.toLowerCase()) ? <mark key={i}>{part}</mark> : part));
}
