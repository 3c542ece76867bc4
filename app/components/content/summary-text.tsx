import type { TextRun } from "~/lib/content/text-runs";

/** A summary's text: its Hindi as it is, each English run (a judgment's name, an Act's title) marked lang="en". */
export function SummaryText({ runs }: { runs: readonly TextRun[] }) {
  return runs.map((run, i) =>
    run.en ? (
      <span key={i} lang="en">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}
