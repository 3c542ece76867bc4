/**
 * The files `npm run new:article` and `npm run new:member` write: the next id, today's date, every
 * field filled with a value that passes the schemas and says REPLACE where the firm must write its
 * own. The content tests fail while any REPLACE is left (app/lib/content/content-tree.server.ts,
 * placeholdersLeft), so a scaffold cannot be published by accident.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse as parseYaml } from "yaml";
import { PLACEHOLDER, splitMdx } from "../../app/lib/content/content-tree.server.ts";
import { slugify } from "../../app/lib/slugify.ts";

/** A file name's slug: the shared slug, kept short enough for a path. */
export function fileSlug(text: string): string {
  return slugify(text).slice(0, 60).replace(/-+$/, "");
}

/** Today in India, as YYYY-MM-DD. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

function frontmatterOf(file: string): Record<string, unknown> {
  const data = splitMdx(readFileSync(file, "utf8"))?.frontmatter;
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
}

function entries(folder: string): Record<string, unknown>[] {
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => f.endsWith(".mdx"))
        .map((f) => frontmatterOf(join(folder, f)))
    : [];
}

/** One more than the largest id in the folder (ids need not be contiguous). */
export function nextId(folder: string): number {
  return Math.max(0, ...entries(folder).map((e) => (typeof e.id === "number" ? e.id : 0))) + 1;
}

const yamlString = (text: string) => JSON.stringify(text);

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Stand-in artwork in the site's colours, so the page builds before the real picture exists. */
function placeholderSvg(width: number, height: number, label: string, caption: string): string {
  const size = Math.round(Math.min(width, height) / (label.length > 3 ? 9 : 3.2));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#efe7d8"/>`,
    `<rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="#b08d57" stroke-width="3" stroke-dasharray="14 10"/>`,
    `<text x="50%" y="48%" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Serif, Georgia, serif" font-size="${size}" fill="#16263d">${escapeXml(label)}</text>`,
    `<text x="50%" y="${Math.round(height * 0.48 + size)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(size / 3)}" fill="#2b3f5c">${escapeXml(caption)}</text>`,
    "</svg>",
    "",
  ].join("");
}

export type Written = { file: string; image: string; id: number; slug: string };

function writeNew(path: string, text: string) {
  if (existsSync(path)) throw new Error(`${path} already exists; choose another title or name`);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
}

/** Writes content/articles/NN-slug.mdx and a stand-in thumbnail; returns what it wrote. */
export function writeNewArticle(contentDir: string, title: string, today = todayInIndia()): Written {
  const articles = join(contentDir, "articles");
  const id = nextId(articles);
  const slug = fileSlug(title) || `article-${id}`;
  const team = entries(join(contentDir, "team")).sort((a, b) => Number(a.id) - Number(b.id));
  const author = String(
    (team.find((m) => m.designation === "Managing Partner") ?? team[0])?.name ?? `${PLACEHOLDER} with a team member's name`,
  );
  const tags = (parseYaml(readFileSync(join(contentDir, "tags.yaml"), "utf8")) as { tags?: string[] } | null)?.tags ?? [];
  const topics = (parseYaml(readFileSync(join(contentDir, "topics.yaml"), "utf8")) as { topics?: { slug: string }[] } | null)?.topics ?? [];
  const file = join(articles, `${String(id).padStart(2, "0")}-${slug}.mdx`);
  const image = join(contentDir, "images", "articles", `${slug}.svg`);
  const text = `---
id: ${id}
title: ${yamlString(title)}
# ${PLACEHOLDER}: the author's name exactly as in team/ (the Managing Partner is filled in).
author: ${yamlString(author)}
date: ${today}                # the date of publication
lawAsAt: ${today}             # the date the text states the law as at (the publication date, or earlier)
# reviewed: ${today}          # later: the date of the last review against new law, with an update when the law moved
updates: []                     # later, dated notes: - date: YYYY-MM-DD / text: "What changed."
excerpt: ${yamlString(`${PLACEHOLDER} with one or two sentences on what the article explains and for whom; shown on the list and in search results.`)}
# Three to five key points, each one plain sentence (40 to 240 characters, no markdown) of what the
# article itself says: shown in a box under the title, in the feeds and in the structured data.
keyPoints:
${[1, 2, 3].map((n) => `  - ${yamlString(`${PLACEHOLDER} with key point ${n}: one plain sentence stating what the article concludes.`)}`).join("\n")}
thumbnail: ${slug}              # images/articles/${slug}.svg is a stand-in: replace it with the picture
topics: [${yamlString(topics[0]?.slug ?? "REPLACE")}]   # ${PLACEHOLDER}: one to three practice areas, by slug, from topics.yaml
tags: [${yamlString(tags[0] ?? "REPLACE")}]   # ${PLACEHOLDER}: one to six keywords from tags.yaml
pdf: ${slug}.pdf
---
${PLACEHOLDER} with the introduction: what the question is, why it matters and what the article covers. State the law as at the date above.

## ${PLACEHOLDER} with the first heading

${PLACEHOLDER} with the text of the section. Cite statutes with their year and section, for example section 11 of the Arbitration and Conciliation Act, 1996, and cases with their full citation.

## ${PLACEHOLDER} with the second heading

${PLACEHOLDER} with the text of the section.

## Conclusion

${PLACEHOLDER} with the conclusion.
`;
  writeNew(file, text);
  if (!existsSync(image)) writeFileSync(image, placeholderSvg(1200, 675, `${PLACEHOLDER} THIS PICTURE`, title.slice(0, 70)));
  return { file, image, id, slug };
}

/** Writes content/team/NN-slug.mdx and a stand-in portrait; returns what it wrote. */
export function writeNewMember(contentDir: string, name: string): Written {
  const team = join(contentDir, "team");
  const id = nextId(team);
  const slug = fileSlug(name) || `member-${id}`;
  const file = join(team, `${String(id).padStart(2, "0")}-${slug}.mdx`);
  const image = join(contentDir, "images", "team", `${slug}.svg`);
  const text = `---
id: ${id}
name: ${yamlString(name)}
designation: Advocate            # "Managing Partner" or "Advocate"
image: ${slug}                   # images/team/${slug}.svg is a stand-in: replace it with the photograph
linkedin: ""                     # the profile's https:// address, or "" for none
email: ${PLACEHOLDER}@example.com      # ${PLACEHOLDER} with the member's address
education:
  - ${yamlString(`${PLACEHOLDER} with the degree, the institution and the city`)}
barAdmission: ${yamlString(`${PLACEHOLDER} with the Bar Council and the year of enrolment`)}
association: []                  # e.g. - "Delhi High Court Bar Association"; [] for none
---
${PLACEHOLDER} with the first overview paragraph: the member's practice.

${PLACEHOLDER} with the second overview paragraph: the courts and tribunals in which the member appears.
`;
  writeNew(file, text);
  if (!existsSync(image)) writeFileSync(image, placeholderSvg(600, 750, initials(name) || "?", `${PLACEHOLDER} THIS PORTRAIT`));
  return { file, image, id, slug };
}

export function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith("..") ? path : rel;
}
