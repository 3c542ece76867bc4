/**
 * Reads and checks a whole content folder: every file against its schema, then the references
 * between files (authors, images, topics) and the keys that must be unique. Nothing here counts
 * entries: the firm adds and removes articles, members, events and reports without code.
 *
 * Every problem is reported in one error, one line each, naming the file, the field, what was found
 * and what was expected, so an editor can fix them all in one pass.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import type { Text } from "mdast";
import type { Node } from "unist";
import { visit } from "unist-util-visit";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { COURT_FEE_SCHEDULES, JURISDICTION_IDS } from "../../../core/fees/data/court-fees.ts";
import { type Locale, locales } from "../i18n/locale.ts";
import { type AuthorityMention, authorityConflicts, markAuthorities } from "./authorities.ts";
import { formatProblem, parseContentMdx } from "./mdx-check.ts";
import { unmarkedCases } from "./unmarked-cases.ts";
import { countWords, readingMinutes } from "./reading-time.ts";
import { type HindiField, actNumberProblems, bodyFields, glossaryProblems, provisionProblems, textFields, unmarkedEnglish, unmarkedLatin } from "./hindi-checks.ts";
import {
  type ArticleFields,
  type EventsContent,
  type Glossary,
  type HindiPageName,
  type TranslationKind,
  glossarySchema,
  imageNameOf,
  hindiPageNames,
  jurisdictionNamesSchema,
  translationKinds,
  translationTreeSchema,
  type MediaReportsContent,
  type PageContent,
  type PageName,
  type ServiceFields,
  type TeamMemberFields,
  articleSchema,
  eventsSchema,
  mediaReportsSchema,
  pageSchemas,
  serviceSchema,
  serviceSlugs,
  teamMemberSchema,
  tagsSchema,
  topicsSchema,
  type Topic,
} from "./schemas.ts";
import { ContentError, configuredContentDir } from "./content-folder.server.ts";
import { type HindiSummary, readHindiSummaries } from "./hindi-summaries.server.ts";
import { schemaProblems, show } from "./problems.ts";

export type Entry<T> = { file: string; data: T; body: string };
/** An article, with the statutes and judgments its text marks as <Authority> (docs/decisions/0028). */
export type ArticleEntry = Entry<ArticleFields & { authorId: number; readingMinutes: number }> & { authorities: AuthorityMention[] };

export type ContentTree = {
  dir: string;
  team: Entry<TeamMemberFields>[];
  articles: ArticleEntry[];
  services: Entry<ServiceFields>[];
  topics: Topic[];
  tags: string[];
  events: EventsContent;
  mediaReports: MediaReportsContent;
  pages: { [N in PageName]: PageContent<N> };
  /**
   * The Hindi pages: their copy (content/pages/hi/), the practice pages (content/services/hi/), and
   * the Hindi name of each State and Union territory by the fee data's code ("DL" -> "दिल्ली").
   */
  hindi: { pages: { [N in HindiPageName]: PageContent<N> }; services: Entry<ServiceFields>[]; jurisdictionNames: Record<string, string> };
  /** The interface texts, flattened ("nav.home"), by language and kind of page. */
  translations: Record<Locale, Record<TranslationKind, Record<string, string>>>;
  glossary: Glossary;
  /** The articles' Hindi summaries (content/articles/hi/), by article; an article may have none. */
  summaries: HindiSummary[];
};

/** {"nav": {"home": "Home"}} to {"nav.home": "Home"}. */
export function flattenTranslations(tree: unknown, prefix = ""): Record<string, string> {
  if (typeof tree !== "object" || tree === null) return {};
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${prefix}${key}`, value]] : Object.entries(flattenTranslations(value, `${prefix}${key}.`)),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(",");


/**
 * The one reading of an MDX file's layout: a `---` block of YAML frontmatter at the top, then the
 * body. Null when there is no such block; throws when the YAML does not parse. The site, the build's
 * prerender list, the scaffolds and the end-to-end tests all read content through this module.
 */
export function splitMdx(source: string): { frontmatter: unknown; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return null;
  return { frontmatter: parseYaml(match[1] ?? ""), body: source.slice(match[0].length) };
}

const imageExtensions = /\.(svg|png|jpe?g|webp)$/i;

/** The path an editor recognises: content/articles/12-x.mdx, or the full path outside the project. */
function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith("..") || isAbsolute(rel) ? path : rel;
}

/** One reader per tree: collects problems instead of stopping at the first. */
class Reader {
  readonly problems: string[] = [];
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  display(path: string): string {
    return displayPath(path);
  }

  problem(path: string, message: string) {
    this.problems.push(`${this.display(path)}: ${message}`);
  }

  validate<S extends z.ZodType>(schema: S, data: unknown, path: string): z.output<S> | null {
    const { data: parsed, problems } = schemaProblems(schema, data, this.display(path));
    this.problems.push(...problems);
    return parsed;
  }

  files(folder: string, extension: string): string[] {
    const dir = join(this.dir, folder);
    if (!existsSync(dir)) {
      this.problem(dir, "the folder is missing");
      return [];
    }
    return readdirSync(dir)
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => join(dir, name));
  }

  yaml(path: string): unknown {
    if (!existsSync(path)) {
      this.problem(path, "the file is missing");
      return undefined;
    }
    try {
      return parseYaml(readFileSync(path, "utf8"));
    } catch (error) {
      this.problem(path, `not valid YAML: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      return undefined;
    }
  }

  /** Splits "---\nyaml\n---\nbody" into validated frontmatter and the body. */
  mdx<S extends z.ZodType>(schema: S, path: string): Entry<z.output<S>> | null {
    return this.mdxWithRaw(schema, path).entry;
  }

  /** As mdx(), with the unvalidated frontmatter, so references are checked even when a field is wrong. */
  mdxWithRaw<S extends z.ZodType>(schema: S, path: string): { entry: Entry<z.output<S>> | null; raw: Record<string, unknown> } {
    let split: ReturnType<typeof splitMdx>;
    try {
      split = splitMdx(readFileSync(path, "utf8"));
    } catch (error) {
      this.problem(path, `the frontmatter is not valid YAML: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      return { entry: null, raw: {} };
    }
    if (!split) {
      this.problem(path, "expected a --- frontmatter block at the top of the file; found none");
      return { entry: null, raw: {} };
    }
    const { frontmatter, body } = split;
    const raw = typeof frontmatter === "object" && frontmatter !== null ? (frontmatter as Record<string, unknown>) : {};
    const data = this.validate(schema, frontmatter, path);
    return { entry: data === null ? null : { file: path, data, body }, raw };
  }

  imageNames(kind: string): Set<string> {
    const dir = join(this.dir, "images", kind);
    return new Set(existsSync(dir) ? readdirSync(dir).filter((f) => imageExtensions.test(f)).map((f) => f.replace(imageExtensions, "")) : []);
  }

  checkImage(path: string, field: string, kind: string, name: string) {
    if (!this.imageNames(kind).has(name)) {
      this.problem(path, `${field}: no picture named "${name}" in ${this.display(join(this.dir, "images", kind))}/; expected a file ${name}.svg, .png, .jpg or .webp there`);
    }
  }

  unique<T>(entries: readonly Entry<T>[], key: (data: T) => string | number, what: string) {
    const seen = new Map<string | number, string>();
    for (const entry of entries) {
      const value = key(entry.data);
      const earlier = seen.get(value);
      if (earlier !== undefined) this.problem(entry.file, `${what} ${show(value)} is already used by ${this.display(earlier)}; expected a value no other file uses`);
      else seen.set(value, entry.file);
    }
  }
}

function uniqueIn<T>(reader: Reader, path: string, items: readonly T[], key: (item: T) => string, what: string) {
  const seen = new Set<string>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) reader.problem(path, `${what} ${show(value)} appears twice; expected each once`);
    seen.add(value);
  }
}

/** The line of the file on which an MDX body starts (after its frontmatter). */
function firstBodyLine(file: string, body: string): number {
  const source = readFileSync(file, "utf8");
  return source.slice(0, source.length - body.length).split("\n").length;
}

/**
 * An MDX text checked (mdx-check.ts: content is data, never code), its <Authority> marks read and
 * checked, and its words: the text a reader reads, without the marks' attributes or the links'
 * addresses. A problem names the file and the line in it; `where` says which text of the file it is
 * (the body below the frontmatter, or a field such as an update's text, counted from its own line 1).
 */
type ReadMdx = {
  authorities: AuthorityMention[];
  words: number;
  /** The judgments this text names ("X v Y", "In re X", unmarked-cases.ts) that none of `marked` names, as problems placed in the file. */
  unmarkedCases: (marked: readonly { name: string }[]) => string[];
};

function readMdx(reader: Reader, file: string, text: string, where: { firstLine: number } | { field: string }): ReadMdx {
  const place = (problem: string) =>
    "field" in where ? `${where.field}: ${problem}` : problem.replace(/^line (\d+)/, (_, n: string) => `line ${Number(n) + where.firstLine - 1}`);
  const { tree, problems } = parseContentMdx(text);
  for (const problem of problems) reader.problem(file, place(formatProblem(problem)));
  if (tree === null) return { authorities: [], words: 0, unmarkedCases: () => [] };
  const texts: string[] = [];
  visit(tree, (node: Node) => {
    if (node.type === "text" || node.type === "inlineCode") texts.push((node as Text).value);
  });
  const { mentions, problems: markProblems } = markAuthorities(tree);
  for (const problem of markProblems) reader.problem(file, place(problem));
  return {
    authorities: mentions,
    words: countWords(texts.join(" ")),
    unmarkedCases: (marked) => unmarkedCases(tree, marked).map(place),
  };
}

/** The body of an MDX file, checked; see readMdx. */
function readBody(reader: Reader, entry: Entry<unknown>) {
  return readMdx(reader, entry.file, entry.body, { firstLine: firstBodyLine(entry.file, entry.body) });
}

/** A page's body (a practice page, a member's page), checked, with every judgment it names marked in it. */
function readPageBody(reader: Reader, entry: Entry<unknown>) {
  const body = readBody(reader, entry);
  for (const problem of body.unmarkedCases(body.authorities.filter((mention) => mention.kind === "case"))) reader.problem(entry.file, problem);
}

/** The texts of the fields that hold Hindi beside English ("sections[0].captionHi", "reports[1].descriptionHi[0]"). */
function hindiFieldsOf(value: unknown): HindiField[] {
  return textFields(value).filter((f) => /Hi(?:\[\d+\])?$/.test(f.field));
}

function present<T>(value: T | null): value is T {
  return value !== null;
}

/** Loads and checks the content folder `dir`; throws a ContentError listing every problem. */
export function loadContentTree(dir: string = configuredContentDir()): ContentTree {
  const reader = new Reader(resolve(dir));

  const team = reader.files("team", ".mdx").map((f) => reader.mdx(teamMemberSchema, f)).filter(present);
  reader.unique(team, (m) => m.id, "id");
  reader.unique(team, (m) => m.name, "name");
  reader.unique(team, (m) => m.image, "image");
  for (const member of team) reader.checkImage(member.file, "image", "team", member.data.image);
  const teamNames = team.map((m) => m.data.name);

  const topicsFile = join(reader.dir, "topics.yaml");
  const topics = reader.validate(topicsSchema, reader.yaml(topicsFile), topicsFile)?.topics ?? [];
  uniqueIn(reader, topicsFile, topics, (t) => t.slug, "topic slug");
  uniqueIn(reader, topicsFile, topics, (t) => t.name, "topic name");
  const topicSlugs = topics.map((t) => t.slug);

  const tagsFile = join(reader.dir, "tags.yaml");
  const tags = reader.validate(tagsSchema, reader.yaml(tagsFile), tagsFile)?.tags ?? [];
  uniqueIn(reader, tagsFile, tags, (t) => t, "tag");

  const articles: ArticleEntry[] = [];
  for (const file of reader.files("articles", ".mdx")) {
    const { entry, raw } = reader.mdxWithRaw(articleSchema, file);
    const author = team.find((m) => m.data.name === raw.author);
    if (typeof raw.author === "string" && !author) {
      reader.problem(file, `author "${raw.author}" is not a team member; the team is: ${teamNames.join(", ") || "(no members)"}`);
    }
    if (typeof raw.thumbnail === "string") reader.checkImage(file, "thumbnail", "articles", imageNameOf(raw.thumbnail));
    for (const tag of Array.isArray(raw.tags) ? raw.tags : []) {
      if (typeof tag === "string" && !tags.includes(tag)) {
        reader.problem(file, `tags: "${tag}" is not a known tag; expected one of the tags in tags.yaml (add it there if it is new)`);
      }
    }
    for (const topic of Array.isArray(raw.topics) ? raw.topics : []) {
      if (typeof topic === "string" && !topicSlugs.includes(topic)) {
        reader.problem(file, `topics: "${topic}" is not a known topic; expected one of: ${topicSlugs.join(", ") || "(no topics)"} (topics.yaml)`);
      }
    }
    if (entry) {
      const body = readBody(reader, entry);
      const updates = entry.data.updates.map((update, i) => readMdx(reader, file, update.text, { field: `updates[${i}].text` }));
      // A judgment first cited in a dated update is the article's authority too (the index lists
      // it, linking to the update); one the body marks keeps the body's place.
      const inBody = new Set(body.authorities.map((mention) => mention.key));
      const authorities = [...body.authorities, ...updates.flatMap((update) => update.authorities.filter((mention) => !inBody.has(mention.key)))];
      // Every judgment the article names, in its body or its updates, is marked somewhere in it.
      const cases = authorities.filter((mention) => mention.kind === "case");
      for (const text of [body, ...updates]) for (const problem of text.unmarkedCases(cases)) reader.problem(file, problem);
      articles.push({ ...entry, data: { ...entry.data, authorId: author?.data.id ?? 0, readingMinutes: readingMinutes(body.words) }, authorities });
    }
  }
  for (const problem of authorityConflicts(articles.map((a) => ({ file: reader.display(a.file), id: a.data.id, title: a.data.title, authorities: a.authorities })))) {
    reader.problems.push(problem);
  }
  reader.unique(articles, (a) => a.id, "id");
  reader.unique(articles, (a) => a.pdf, "pdf");

  const services = reader.files("services", ".mdx").map((f) => reader.mdx(serviceSchema, f)).filter(present);
  for (const entry of [...team, ...services]) readPageBody(reader, entry);
  reader.unique(services, (s) => s.slug, "slug");
  reader.unique(services, (s) => s.order, "order");
  for (const slug of serviceSlugs) {
    if (!services.some((s) => s.data.slug === slug)) reader.problem(join(reader.dir, "services"), `no file has slug "${slug}"; expected one page for each service route`);
  }

  const eventsFile = join(reader.dir, "events.yaml");
  const events = reader.validate(eventsSchema, reader.yaml(eventsFile), eventsFile) ?? { sections: [] };
  uniqueIn(reader, eventsFile, events.sections, (s) => s.id, "section id");
  events.sections.forEach((section, i) =>
    section.photos.forEach((photo, j) => reader.checkImage(eventsFile, `sections[${i}].photos[${j}].image`, "events", photo.image)),
  );

  const mediaFile = join(reader.dir, "media-reports.yaml");
  const mediaReports = reader.validate(mediaReportsSchema, reader.yaml(mediaFile), mediaFile) ?? { reports: [] };
  uniqueIn(reader, mediaFile, mediaReports.reports, (r) => r.id, "report id");
  mediaReports.reports.forEach((report, i) => reader.checkImage(mediaFile, `reports[${i}].image`, "media", report.image));

  const pages: Partial<Record<PageName, unknown>> = {};
  for (const name of Object.keys(pageSchemas) as PageName[]) {
    const file = join(reader.dir, "pages", `${name}.yaml`);
    const page = reader.validate(pageSchemas[name], reader.yaml(file), file);
    if (!page) continue;
    reader.checkImage(file, "hero.image", "heroes", page.hero.image);
    if ("about" in page) reader.checkImage(file, "about.image", "site", page.about.image);
    pages[name] = page;
  }

  const hindiPages: Partial<Record<HindiPageName, unknown>> = {};
  for (const name of hindiPageNames) {
    const file = join(reader.dir, "pages", "hi", `${name}.yaml`);
    const page = reader.validate(pageSchemas[name], reader.yaml(file), file);
    if (!page) continue;
    reader.checkImage(file, "hero.image", "heroes", page.hero.image);
    if ("about" in page) reader.checkImage(file, "about.image", "site", page.about.image);
    hindiPages[name] = page;
  }
  const hindiServices = reader.files(join("services", "hi"), ".mdx").map((f) => reader.mdx(serviceSchema, f)).filter(present);
  for (const entry of hindiServices) readPageBody(reader, entry);
  reader.unique(hindiServices, (s) => s.slug, "slug");
  for (const slug of serviceSlugs) {
    if (!hindiServices.some((s) => s.data.slug === slug)) reader.problem(join(reader.dir, "services", "hi"), `no file has slug "${slug}"; expected the Hindi text of every practice page`);
  }

  // Every code of the fee data has a Hindi name, and every name is for a code the data has.
  const namesFile = join(reader.dir, "translations", "hi", "jurisdictions.yaml");
  const jurisdictionNames = reader.validate(jurisdictionNamesSchema, reader.yaml(namesFile), namesFile)?.names ?? {};
  for (const entry of COURT_FEE_SCHEDULES) {
    if (!(entry.id in jurisdictionNames)) reader.problem(namesFile, `names.${entry.id}: missing; expected the Hindi name of "${entry.name}"`);
  }
  for (const code of Object.keys(jurisdictionNames)) {
    if (!JURISDICTION_IDS.includes(code)) reader.problem(namesFile, `names.${code}: the fee data has no such code; expected one of ${JURISDICTION_IDS.join(", ")}`);
  }

  const translations = {} as ContentTree["translations"];
  for (const locale of locales) {
    translations[locale] = {} as Record<TranslationKind, Record<string, string>>;
    for (const kind of translationKinds) {
      const file = join(reader.dir, "translations", locale, `${kind}.yaml`);
      translations[locale][kind] = flattenTranslations(reader.validate(translationTreeSchema, reader.yaml(file), file));
    }
  }
  // A key in English and not in Hindi (or the reverse) fails here, naming the file and the key.
  for (const kind of translationKinds) {
    const english = translations.en[kind];
    const hindi = translations.hi[kind];
    const hindiFile = join(reader.dir, "translations", "hi", `${kind}.yaml`);
    for (const key of Object.keys(english)) {
      const text = hindi[key];
      if (text === undefined) reader.problem(hindiFile, `${key}: missing; expected the Hindi of "${english[key]}"`);
      else if (placeholders(text) !== placeholders(english[key] ?? "")) reader.problem(hindiFile, `${key}: expected the placeholders of the English text ({${placeholders(english[key] ?? "")}}); found {${placeholders(text)}}`);
    }
    for (const key of Object.keys(hindi)) {
      if (!(key in english)) reader.problem(hindiFile, `${key}: not in translations/en/${kind}.yaml; expected only the keys the English file has`);
    }
  }

  const glossaryFile = join(reader.dir, "glossary.yaml");
  const glossary = reader.validate(glossarySchema, reader.yaml(glossaryFile), glossaryFile) ?? { terms: [] };
  // Every Hindi text, field by field, so a problem names the file and the field (or the line).
  const hindiTexts: { file: string; fields: HindiField[]; mdx: boolean }[] = [
    ...hindiServices.map((s) => ({
      file: s.file,
      fields: [...textFields(s.data), ...bodyFields(s.body, firstBodyLine(s.file, s.body))],
      mdx: true,
    })),
    ...hindiPageNames.map((name) => ({ file: join(reader.dir, "pages", "hi", `${name}.yaml`), fields: textFields(hindiPages[name] ?? {}), mdx: false })),
    ...translationKinds.map((kind) => ({ file: join(reader.dir, "translations", "hi", `${kind}.yaml`), fields: textFields(translations.hi[kind]), mdx: false })),
    // The Hindi fields beside the English ones: captionHi, titleHi, descriptionHi[2] ...
    { file: eventsFile, fields: hindiFieldsOf(events), mdx: false },
    { file: mediaFile, fields: hindiFieldsOf(mediaReports), mdx: false },
    { file: topicsFile, fields: hindiFieldsOf(topics), mdx: false },
  ];
  for (const { file, fields, mdx } of hindiTexts) {
    for (const problem of glossaryProblems(fields, glossary)) reader.problem(file, problem);
    for (const problem of provisionProblems(fields)) reader.problem(file, problem);
    for (const problem of actNumberProblems(fields)) reader.problem(file, problem);
    if (mdx) for (const problem of unmarkedEnglish(fields.filter((f) => f.field.startsWith("line ")))) reader.problem(file, problem);
    else for (const problem of unmarkedLatin(fields)) reader.problem(file, problem);
  }

  const { summaries, problems: summaryProblems } = readHindiSummaries(reader.dir, articles, glossary, (path) => reader.display(path));
  reader.problems.push(...summaryProblems);

  if (reader.problems.length > 0) throw new ContentError(reader.problems);
  return {
    dir: reader.dir,
    team: team.sort((a, b) => a.data.id - b.data.id),
    articles: articles.sort((a, b) => a.data.id - b.data.id),
    services: services.sort((a, b) => a.data.order - b.data.order),
    topics,
    tags,
    events,
    mediaReports,
    pages: pages as ContentTree["pages"],
    hindi: {
      pages: hindiPages as ContentTree["hindi"]["pages"],
      services: hindiServices.sort((a, b) => a.data.order - b.data.order),
      jurisdictionNames,
    },
    translations,
    glossary,
    summaries,
  };
}

/** The word the new:article and new:member scaffolds put where the firm must write its own text. */
export const PLACEHOLDER = "REPLACE";

/** Fields (and the body) of each file that still hold scaffold text; an empty list when none do. */
export function placeholdersLeft(tree: ContentTree): string[] {
  const found: string[] = [];
  const check = (file: string, data: object, body = "") => {
    const fields = Object.entries(data)
      .filter(([, value]) => JSON.stringify(value ?? "").includes(PLACEHOLDER))
      .map(([key]) => key);
    if (body.includes(PLACEHOLDER)) fields.push("the text below the frontmatter");
    if (fields.length > 0) found.push(`${displayPath(file)}: ${fields.join(", ")} still say ${PLACEHOLDER}; expected the firm's own text`);
  };
  for (const entry of [...tree.team, ...tree.articles, ...tree.services]) check(entry.file, entry.data, entry.body);
  check(join(tree.dir, "events.yaml"), tree.events);
  check(join(tree.dir, "media-reports.yaml"), tree.mediaReports);
  for (const [name, page] of Object.entries(tree.pages)) check(join(tree.dir, "pages", `${name}.yaml`), page);
  return found;
}
