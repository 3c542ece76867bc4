/**
 * The first edits a firm makes to its site, applied to a copy of content/: a twelfth article, a
 * tenth member with a real e-mail address, a member who leaves (their article passes to the new
 * member), a fifth event section and a sixth media report. The content tests load the grown tree,
 * and the CI build (scripts/check-grown-content.ts) prerenders it, to prove none of this needs code.
 */
import { copyFileSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";

export const grown = {
  article: { id: 12, title: "Interim Measures by an Arbitral Tribunal: Section 17 in Practice", file: "articles/12-interim-measures-section-17.mdx" },
  member: { id: 10, name: "Naina Kapoor", email: "naina.kapoor@nyayadhara-chambers.in", image: "naina-kapoor", file: "team/10-naina-kapoor.mdx" },
  /** The member who leaves, and the article that passes to the new member. */
  removed: { file: "team/09-ishita-banerjee.mdx", name: "Ishita Banerjee", image: "ishita-banerjee", articleFile: "articles/04-semiconductor-reverse-engineering.mdx" },
  eventSection: { id: "arbitration-workshop-gurugram", caption: "Arbitration Workshop, Gurugram" },
  mediaReport: { id: "interim-relief-arbitration", title: "Interim relief in aid of an arbitration seated in Delhi" },
} as const;

const paragraph =
  "Section 17 of the Arbitration and Conciliation Act, 1996 allows a party to apply to the arbitral tribunal for interim measures during the arbitral proceedings. Since the amendment of 2015 the tribunal has the same power as the court under section 9, and its orders are enforceable as if they were orders of the court.";

const articleSource = `---
id: ${grown.article.id}
title: "${grown.article.title}"
author: "${grown.member.name}"
date: 2026-11-02
lawAsAt: 2026-11-02
reviewed: 2026-11-20
updates:
  - date: 2026-11-20
    text: "A later note on the same subject, in *italics* where a case is named."
excerpt: "What an arbitral tribunal may order under section 17 of the Arbitration and Conciliation Act, 1996, and how its orders are enforced."
keyPoints:
  - "A party may apply to the arbitral tribunal for interim measures under section 17 during the arbitral proceedings."
  - "Since the amendment of 2015 the tribunal has the same power to order interim measures as the court under section 9."
  - "The tribunal's orders are enforceable as if they were orders of the court."
thumbnail: interim-measures
topics: [arbitration]
tags: [arbitration, jurisdiction]
pdf: interim-measures-by-an-arbitral-tribunal.pdf
---
${paragraph}

## The power

${paragraph}

## Enforcement

${paragraph}
`;

const memberSource = `---
id: ${grown.member.id}
name: ${grown.member.name}
designation: Advocate
image: ${grown.member.image}
linkedin: ""
email: ${grown.member.email}
education:
  - "B.A. LL.B. (Hons.), a law school in Delhi"
barAdmission: "Bar Council of Delhi, 2024"
association: []
---
${grown.member.name} practises in arbitration and commercial litigation.

She joined the firm in 2026.
`;

function firstImage(dir: string): string {
  const file = readdirSync(dir).sort()[0];
  if (!file) throw new Error(`no pictures in ${dir}`);
  return join(dir, file);
}

/** Applies the edits to the content folder `dir` in place. */
export function growContent(dir: string): void {
  const images = (kind: string) => join(dir, "images", kind);
  const addImage = (kind: string, name: string) => copyFileSync(firstImage(images(kind)), join(images(kind), `${name}.svg`));

  writeFileSync(join(dir, grown.article.file), articleSource);
  addImage("articles", "interim-measures");

  writeFileSync(join(dir, grown.member.file), memberSource);
  addImage("team", grown.member.image);

  rmSync(join(dir, grown.removed.file));
  rmSync(join(images("team"), `${grown.removed.image}.svg`));
  const articleFile = join(dir, grown.removed.articleFile);
  writeFileSync(articleFile, readFileSync(articleFile, "utf8").replace(`author: "${grown.removed.name}"`, `author: "${grown.member.name}"`));

  const eventsFile = join(dir, "events.yaml");
  const events = parse(readFileSync(eventsFile, "utf8")) as { sections: unknown[] };
  const photos = [1, 2, 3].map((n) => {
    addImage("events", `${grown.eventSection.id}-${n}`);
    return { image: `${grown.eventSection.id}-${n}`, alt: `Illustration: participants at the arbitration workshop in Gurugram, picture ${n}.` };
  });
  events.sections.push({ id: grown.eventSection.id, caption: grown.eventSection.caption, summary: "A workshop on drafting arbitration clauses.", photos });
  writeFileSync(eventsFile, stringify(events));

  const mediaFile = join(dir, "media-reports.yaml");
  const media = parse(readFileSync(mediaFile, "utf8")) as { reports: unknown[] };
  addImage("media", grown.mediaReport.id);
  media.reports.push({
    id: grown.mediaReport.id,
    title: grown.mediaReport.title,
    image: grown.mediaReport.id,
    alt: "Illustration: a court file marked Arbitration beside a gavel.",
    excerpt: "The firm appeared in a petition under section 9 of the Arbitration and Conciliation Act, 1996.",
    description: ["The firm appeared for the petitioner in a petition for interim measures before the arbitral tribunal was constituted."],
  });
  writeFileSync(mediaFile, stringify(media));
}

/** How many articles growToFifty leaves: enough for several list pages and a capped Recent Posts. */
export const FIFTY = 50;

/**
 * A test fixture, never published: fills a grown tree up to fifty articles (plain generated
 * articles, older than the grown one, cycling through the topics, every other one on the first
 * topic too, so that its topic page runs to a second page) to test the list's pages, a topic's
 * pages, the years and the Recent Posts cap.
 */
export function growToFifty(dir: string): void {
  const topics = (parse(readFileSync(join(dir, "topics.yaml"), "utf8")) as { topics: { slug: string }[] }).topics.map((t) => t.slug);
  const existing = readdirSync(join(dir, "articles")).filter((f) => f.endsWith(".mdx")).length;
  for (let n = existing + 1; n <= FIFTY; n++) {
    const month = String((n % 12) + 1).padStart(2, "0");
    const own = topics[n % topics.length]!;
    const articleTopics = n % 2 === 0 && own !== topics[0] ? [own, topics[0]] : [own];
    writeFileSync(
      join(dir, "articles", `${n}-generated-article-${n}.mdx`),
      `---
id: ${n}
title: "Generated Article ${n} on ${own}"
author: "${grown.member.name}"
date: ${2020 + (n % 5)}-${month}-10
lawAsAt: ${2020 + (n % 5)}-${month}-10
excerpt: "A generated article of the fifty-article test fixture, long enough to pass the excerpt's minimum length."
keyPoints:
  - "Generated article ${n} has a first key point, long enough to pass the schema."
  - "Generated article ${n} has a second key point, long enough to pass the schema."
  - "Generated article ${n} has a third key point, long enough to pass the schema."
thumbnail: interim-measures
topics: [${articleTopics.join(", ")}]
tags: [arbitration]
pdf: generated-article-${n}.pdf
---
${paragraph}
`,
    );
  }
}

/** A grown copy of `source` in a new temporary folder; call the returned cleanup when done. */
export function grownCopy(source = "content", { fifty = false } = {}): { dir: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), "grown-content-"));
  const dir = join(root, "content");
  cpSync(source, dir, { recursive: true });
  growContent(dir);
  if (fifty) growToFifty(dir);
  return { dir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
