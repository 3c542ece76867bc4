import { useT } from "~/lib/i18n/translations";

/**
 * The litigation page's domains as switches that are on and cannot be changed: they show the
 * breadth of the practice, so screen readers hear "on" and "dimmed/unavailable" for each. Plain
 * markup (WAI-ARIA's switch role on a disabled button), since nothing changes it: no form input
 * and no inline style, which the pages' CSP refuses (docs/decisions/0034).
 */
export function PracticeDomains({ domains }: { domains: readonly string[] }) {
  const t = useT();
  return (
    <section aria-labelledby="domains-heading" className="rounded-xl border border-parchment bg-white p-6">
      <h2 id="domains-heading" className="text-xl font-semibold text-navy">
        {t("layout.page.domains")}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {domains.map((domain, index) => {
          // A name in Devanagari has no Latin letters to make an id from: its place in the list does.
          const id = /[a-z]/i.test(domain) ? `domain-${domain.toLowerCase().replace(/[^a-z]+/g, "-")}` : `domain-${index + 1}`;
          return (
            <li key={domain} className="flex min-h-11 items-center justify-between gap-4 rounded-lg bg-parchment/50 px-4">
              <label htmlFor={id} className="font-medium">
                {domain}
              </label>
              <button
                type="button"
                role="switch"
                id={id}
                aria-checked="true"
                aria-readonly="true"
                disabled
                className="relative inline-flex h-6 w-11 shrink-0 cursor-default items-center rounded-full bg-teal"
              >
                <span className="block size-5 translate-x-[1.375rem] rounded-full bg-white shadow" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
