import { type ReactNode, useId } from "react";
import { sourceLink } from "../../../../core/fees/source-names";
import { MixedText } from "~/lib/i18n/mixed-text";
import { useT } from "~/lib/i18n/translations";
import { CopyLinkButton, useCopyTexts } from "./copy-button";
import { useRupees } from "./use-rupees";

/** The printable block under a calculator that explains a figure or a refusal in full. */
export function ResultPanel({ heading, children }: { heading: string; children: ReactNode }) {
  const t = useT();
  const copyTexts = useCopyTexts();
  return (
    <section
      aria-labelledby="result-heading"
      tabIndex={-1}
      id="fee-result"
      className="mt-10 rounded-2xl border border-parchment bg-white p-6 shadow-sm outline-none sm:p-8"
      data-testid="fee-result"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="result-heading" className="text-2xl font-semibold text-navy">
          {heading}
        </h2>
        {/* Both need script; without it the page hides them and the address bar holds the link. */}
        <div className="js-only flex flex-wrap gap-2 text-navy print:hidden">
          <CopyLinkButton texts={copyTexts} />
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex min-h-10 items-center rounded-md border border-navy/30 px-3 text-sm font-semibold text-navy hover:bg-parchment"
          >
            {t("calculators.print")}
          </button>
        </div>
      </div>
      <div className="mt-4 space-y-6">{children}</div>
    </section>
  );
}

type TextListProps = {
  heading: string;
  items: readonly string[];
  tone?: "plain" | "warning";
  /** The language of the items when it is not the page's (the fee data's warnings are English). */
  lang?: string;
  /** The language of one item when it is not the page's (a note with no translation). */
  itemLang?: (item: string) => string | undefined;
};

export function TextList({ heading, items, tone = "plain", lang, itemLang }: TextListProps) {
  const rupees = useRupees();
  if (items.length === 0) return null;
  return (
    <div className={tone === "warning" ? "rounded-lg border border-terracotta/40 bg-terracotta/5 p-4" : ""}>
      <h3 className="font-serif text-lg font-semibold text-navy">{heading}</h3>
      <ul lang={lang} className="mt-2 list-disc space-y-1.5 pl-5 text-[0.95rem] leading-relaxed">
        {items.map((item) => (
          <li key={item} lang={itemLang?.(item)} className="break-words">
            {lang === undefined ? <MixedText text={rupees.inText(item)} /> : rupees.inText(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The sources, each a link named by its publisher (core/fees/source-names.ts); the names are English. */
export function SourceList({ sources }: { sources: readonly string[] }) {
  const t = useT();
  if (sources.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-navy">{t("calculators.sources", { count: sources.length })}</summary>
      <ul lang="en" className="mt-2 list-disc space-y-1 pl-5 break-words">
        {sources.map((source) => {
          const link = sourceLink(source);
          return (
            <li key={source}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="text-teal underline">
                {link.name}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

type BreakdownTableProps = {
  caption: string;
  /** The three columns' headings: the row's label, the rule applied, and the figure (right-aligned). */
  headings: readonly [string, string, string];
  /** The rows, each a BreakdownRow. */
  children: ReactNode;
  /** Under the table, inside its scrolling box: a footnote to its rows. */
  footnote?: ReactNode;
};

/**
 * How a figure is worked out: a table named by the heading above it. The heading stays outside the
 * table's box, where a caption would scroll with the table and be cut at a phone's width. On a
 * phone the three columns would squeeze the rule to a few words a line, so each row stacks: its
 * label and figure on one line, the rule across the full width under them (BreakdownRow).
 */
export function BreakdownTable({ caption, headings, children, footnote }: BreakdownTableProps) {
  const captionId = useId();
  return (
    <div>
      <h3 id={captionId} className="mb-2 font-serif text-lg font-semibold text-navy">
        {caption}
      </h3>
      <div className="overflow-x-auto">
        <table aria-labelledby={captionId} className="w-full border-collapse text-left text-[0.95rem] max-sm:block">
          <thead className="max-sm:sr-only">
            <tr className="bg-navy text-ivory">
              {headings.map((heading, index) => (
                <th key={index} scope="col" className={index === headings.length - 1 ? "px-3 py-2 text-right" : "px-3 py-2"}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block max-sm:border-t-2 max-sm:border-navy">{children}</tbody>
        </table>
        {footnote}
      </div>
    </div>
  );
}

/** One row of a BreakdownTable: what the row is, the rule applied to it, and its figure. */
export function BreakdownRow({ label, rule, figure }: { label: ReactNode; rule: ReactNode; figure: ReactNode }) {
  return (
    <tr className="border-t border-parchment align-top max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:py-3">
      <td className="px-3 py-2 max-sm:col-start-1 max-sm:row-start-1 max-sm:p-0 max-sm:font-semibold">{label}</td>
      <td className="px-3 py-2 max-sm:col-span-2 max-sm:row-start-2 max-sm:p-0 max-sm:pt-1">{rule}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0 max-sm:font-semibold">
        {figure}
      </td>
    </tr>
  );
}
