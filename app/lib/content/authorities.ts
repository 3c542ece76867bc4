/**
 * The statutes and judgments the articles cite, from the <Authority> marks in their text
 * (docs/decisions/0028): reading the marks (with the heading each sits under and its anchor id), and
 * gathering every article's marks into the index of authorities. Pure: the content tree reads the
 * marks at build time, the renderer gives the same anchors to the page, the index page groups them.
 */
import type { Heading, Root } from "mdast";
import { toString as textOf } from "mdast-util-to-string";
import type { Node } from "unist";
import { visit } from "unist-util-visit";
import { slugify } from "../slugify.ts";
import { headingIds } from "./heading-ids.ts";
import { type AuthorityFields, authoritySchema } from "./schemas.ts";

/** One place an article cites an authority. */
export type AuthorityMention = AuthorityFields & {
  /** The same for every citation of the same Act or judgment, in any article: "act-arbitration-and-conciliation-act-1996". */
  key: string;
  /** The id of the cited words on the article's page. */
  anchor: string;
  /** The ## or ### heading the citation sits under; null before the first. */
  heading: { id: string; text: string } | null;
};

/** The parts of an MDX JSX node this module reads (mdast-util-mdx-jsx's shape). */
type JsxAttribute = { type: string; name?: string; value?: unknown };
type JsxElement = Node & { name: string | null; attributes: JsxAttribute[]; children: Node[] };

const isAuthority = (node: Node): node is JsxElement =>
  (node.type === "mdxJsxTextElement" || node.type === "mdxJsxFlowElement") && (node as JsxElement).name === "Authority";

/** The key shared by every citation of one Act or judgment: its kind, name and year. */
export function authorityKey(fields: Pick<AuthorityFields, "kind" | "name" | "year">): string {
  return [fields.kind, slugify(fields.name), fields.year].filter(Boolean).join("-");
}

/**
 * Reads the <Authority> marks of an article's syntax tree in document order, checks their
 * attributes, and gives each mark its anchor id (an `id` attribute, which the component renders):
 * "cite-<key>", then "-2", "-3" for the same authority again. Problems name the line.
 */
export function markAuthorities(tree: Root): { mentions: AuthorityMention[]; problems: string[] } {
  const mentions: AuthorityMention[] = [];
  const problems: string[] = [];
  const idOf = headingIds();
  const seen = new Map<string, number>();
  let heading: AuthorityMention["heading"] = null;
  visit(tree, (node: Node) => {
    if (node.type === "heading") {
      const text = textOf(node as Heading);
      const id = idOf(text);
      if ((node as Heading).depth <= 3) heading = { id, text };
      return;
    }
    if (!isAuthority(node)) return;
    const line = `line ${node.position?.start.line ?? "?"}`;
    const attributes: Record<string, unknown> = {};
    // An attribute that is not literal text is refused, by name, by the content check (mdx-check.ts).
    if (node.attributes.some((a) => a.type !== "mdxJsxAttribute" || typeof a.value !== "string")) return;
    for (const attribute of node.attributes) if (attribute.name !== "id") attributes[attribute.name ?? ""] = attribute.value;
    const parsed = authoritySchema.safeParse(attributes);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${line}: <Authority> ${issue.path.join(".") || "kind"}: ${issue.message}`);
      return;
    }
    if (textOf(node).trim() === "") problems.push(`${line}: <Authority> is empty; expected the citation as the article writes it between <Authority …> and </Authority>`);
    const key = authorityKey(parsed.data);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    const anchor = count === 1 ? `cite-${key}` : `cite-${key}-${count}`;
    node.attributes = [...node.attributes.filter((a) => a.name !== "id"), { type: "mdxJsxAttribute", name: "id", value: anchor }];
    mentions.push({ ...parsed.data, key, anchor, heading });
  });
  return { mentions, problems };
}

type CitingArticle = { id: number; title: string; authorities: readonly AuthorityMention[] };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** One Act or judgment: what every citation of it says (a section belongs to a single place). */
export type Authority = DistributiveOmit<AuthorityFields, "section"> & { key: string };
/** As the index and the articles' lists show it: with its label (authorityLabel), so the page needs no code of this module. */
export type LabelledAuthority = Authority & { label: string };

/** One Act or judgment in the index, with the articles and the places in them that cite it. */
export type IndexEntry = LabelledAuthority & {
  articles: { id: number; title: string; places: { anchor: string; heading: string | null; sections: string[] }[] }[];
};

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Acts and judgments alphabetically by name, then year. */
export function compareAuthorities(a: Pick<IndexEntry, "name" | "year">, b: Pick<IndexEntry, "name" | "year">): number {
  return byName.compare(a.name, b.name) || (a.year ?? "").localeCompare(b.year ?? "");
}

/**
 * The index of authorities: every Act and every judgment the articles cite, alphabetically, each
 * with the citing articles (in id order) and, in each, one place per heading it is cited under.
 */
export function authorityIndex(articles: readonly CitingArticle[]): { acts: IndexEntry[]; cases: IndexEntry[] } {
  const entries = new Map<string, IndexEntry>();
  for (const article of [...articles].sort((a, b) => a.id - b.id)) {
    for (const mention of article.authorities) {
      const { heading, anchor, key, ...cited } = mention;
      const { section, ...fields } = { section: undefined, ...cited };
      // A place that gives the court or report where an earlier one did not completes the entry.
      const entry = { ...fields, ...entries.get(key), key, label: "", articles: entries.get(key)?.articles ?? [] } as IndexEntry;
      for (const [field, value] of Object.entries(fields)) if (!(field in entry)) Object.assign(entry, { [field]: value });
      entries.set(key, entry);
      let citing = entry.articles.find((a) => a.id === article.id);
      if (!citing) entry.articles.push((citing = { id: article.id, title: article.title, places: [] }));
      const headingText = heading?.text ?? null;
      let place = citing.places.find((p) => p.heading === headingText);
      if (!place) citing.places.push((place = { anchor, heading: headingText, sections: [] }));
      if (section && !place.sections.includes(section)) place.sections.push(section);
    }
  }
  const all = [...entries.values()].map((entry) => ({ ...entry, label: authorityLabel(entry) })).sort(compareAuthorities);
  return { acts: all.filter((e) => e.kind === "act"), cases: all.filter((e) => e.kind === "case") };
}

/**
 * Citations of one authority that disagree between places (a report cited two ways, two courts):
 * the index shows one entry per authority, so each must say the same thing everywhere.
 */
export function authorityConflicts(articles: readonly (CitingArticle & { file: string })[]): string[] {
  const first = new Map<string, { mention: AuthorityMention; file: string }>();
  const problems: string[] = [];
  for (const article of articles) {
    for (const mention of article.authorities) {
      const earlier = first.get(mention.key);
      if (!earlier) {
        first.set(mention.key, { mention, file: article.file });
        continue;
      }
      for (const field of ["court", "citation", "jurisdiction"] as const) {
        const mine = field in mention ? (mention as Record<string, unknown>)[field] : undefined;
        const theirs = field in earlier.mention ? (earlier.mention as Record<string, unknown>)[field] : undefined;
        if (mine !== undefined && theirs !== undefined && mine !== theirs) {
          problems.push(
            `${article.file}: <Authority> "${mention.name}" gives ${field} ${JSON.stringify(mine ?? null)}; ${earlier.file} gives ${JSON.stringify(theirs ?? null)}; expected the same ${field} wherever it is cited`,
          );
        }
      }
    }
  }
  return problems;
}

/** An Act as "Name, year (jurisdiction)", a judgment as "Name, citation", or "Name (year)" when the article gives no report. */
export function authorityLabel(entry: Authority): string {
  if (entry.kind === "act") return `${entry.name}, ${entry.year}${entry.jurisdiction ? ` (${entry.jurisdiction})` : ""}`;
  if (entry.citation) return `${entry.name}, ${entry.citation}`;
  return entry.year ? `${entry.name} (${entry.year})` : entry.name;
}
