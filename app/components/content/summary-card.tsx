import { Picture } from "~/components/ui/picture";
import type { LibraryEntry } from "~/lib/content/hindi-library.server";
import { useT } from "~/lib/i18n/translations";
import { formatDateIn } from "../../../core/dates/format-date";
import { SummaryText } from "./summary-text";
import { TopicNames } from "./topic-names";

/** An article of the Hindi list: its Hindi title and excerpt, topics, date and reading times, linking to its summary. */
export function SummaryCard({ entry }: { entry: LibraryEntry }) {
  const t = useT();
  return (
    <li className="grid gap-5 rounded-xl border border-parchment bg-white p-4 shadow-sm sm:grid-cols-[16rem_1fr] sm:p-5" data-testid="article-item">
      <Picture kind="articles" name={entry.article.thumbnail} alt="" sizes="(min-width: 640px) 16rem, 92vw" className="aspect-[16/9] h-auto w-full rounded-lg object-cover" />
      <div>
        <h2 className="text-xl leading-snug font-semibold text-navy">
          <a href={entry.path} className="hover:text-teal">
            <SummaryText runs={entry.title} />
          </a>
        </h2>
        <p className="mt-1 text-sm text-slate">
          <time dateTime={entry.article.date}>{formatDateIn(entry.article.date, "hi")}</time> ·{" "}
          {t("library.list.minutes", { summary: entry.summaryMinutes, article: entry.article.readingMinutes })}
        </p>
        <TopicNames topics={entry.topics} className="mt-2" />
        <p className="mt-3 leading-relaxed">
          <SummaryText runs={entry.excerpt} />
        </p>
        <a href={entry.path} className="mt-3 inline-flex min-h-11 items-center font-semibold text-teal underline underline-offset-2">
          {t("library.list.readSummary")}
          <span className="sr-only">
            : <SummaryText runs={entry.title} />
          </span>
        </a>
      </div>
    </li>
  );
}
