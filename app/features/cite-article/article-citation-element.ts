import { MONTHS } from "../../../core/dates/format-date";

/**
 * `<article-citation>`: "Cite this article" (cite-article.tsx). The citation is in the page (and
 * on paper, and in the PDF) for anyone to select; once the element is in the page, the citation
 * gains " accessed <today>" in the reader's calendar, written as the site writes dates
 * (core/dates/format-date.ts: "25 November 2026"), and its button copies the whole citation and
 * says in the element's live region whether it could.
 *
 * Inside the element: the citation is its `data-citation` paragraph, whose `data-accessed` span takes the date; the
 * button is its <button>, carrying the two messages (`data-copied`, `data-failed`); the live region
 * is its `[role=status]`.
 */
export class ArticleCitation extends HTMLElement {
  connectedCallback() {
    const accessed = this.querySelector("[data-citation] [data-accessed]");
    if (accessed) accessed.textContent = ` accessed ${accessedDate(new Date())}`;
    this.addEventListener("click", this.#onClick);
  }

  disconnectedCallback() {
    this.removeEventListener("click", this.#onClick);
  }

  /** The citation as the reader sees it, the date accessed included. */
  get citation(): string {
    return this.querySelector("[data-citation]")?.textContent ?? "";
  }

  /** Copies the citation; resolves once the live region says whether it could. */
  async copy(): Promise<void> {
    const button = this.querySelector("button");
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(this.citation);
      this.#say(button?.dataset.copied);
    } catch {
      this.#say(button?.dataset.failed);
    }
  }

  #say(message: string | undefined) {
    const status = this.querySelector("[role=status]");
    if (status) status.textContent = message ?? "";
  }

  #onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("button")) void this.copy();
  };
}

/** The site's way of writing a day: "25 November 2026". */
export function accessedDate(day: Date): string {
  return `${day.getDate()} ${MONTHS[day.getMonth()]} ${day.getFullYear()}`;
}
