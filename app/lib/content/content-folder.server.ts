import { resolve } from "node:path";

/**
 * The content folder and the error that lists its problems: apart from the content tree's reader
 * (content-tree.server.ts), so that the scaffolds (scripts/new-article.ts, new-member.ts) name the
 * folder without loading the MDX and YAML parsers.
 */

/** The content folder: `content/`, or the folder named by CONTENT_DIR (used to build a changed tree). */
export function configuredContentDir(): string {
  return resolve(process.env.CONTENT_DIR || "content");
}

export class ContentError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}
