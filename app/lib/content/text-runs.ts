// A Hindi summary's text as the pages use it, apart from its checks (hindi-summaries.ts), which
// parse MDX: a page that shows a summary must not bring the parser into the server build.

/** A run of a summary's text, and whether it is English (shown with lang="en"). */
export type TextRun = { text: string; en: boolean };

/** A text's runs as plain text, for the head, the feeds and the search index. */
export const plainText = (runs: readonly TextRun[]) => runs.map((run) => run.text).join("");
