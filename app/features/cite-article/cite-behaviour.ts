/**
 * "Cite this article" without React (docs/decisions/0030-the-layout-without-react.md): once the
 * page is parsed, the citation gains " accessed <today>" in the reader's calendar, written as the
 * site writes dates (core/dates/format-date.ts: "25 November 2026"); the button copies the whole
 * citation and says in its live region whether it could.
 */
export type CiteOptions = { months: readonly string[] };

export function citeBehaviour({ months }: CiteOptions): void {
  const addAccessedDate = () => {
    const now = new Date();
    for (const accessed of document.querySelectorAll("[data-cite] [data-accessed]")) {
      accessed.textContent = ` accessed ${now.getDate()} ${months[now.getMonth()]} ${now.getFullYear()}`;
    }
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", addAccessedDate, { once: true });
  else addAccessedDate();

  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-copy-citation]") : null;
    const box = button?.closest("[data-cite]");
    if (!button || !box) return;
    const status = box.querySelector("[data-copy-status]");
    const text = box.querySelector("[data-testid=citation]")?.textContent ?? "";
    const say = (message: string | undefined) => {
      if (status) status.textContent = message ?? "";
    };
    if (!navigator.clipboard) return say(button.dataset.failed);
    navigator.clipboard.writeText(text).then(
      () => say(button.dataset.copied),
      () => say(button.dataset.failed),
    );
  });
}
