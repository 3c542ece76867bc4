import { z } from "zod";
import { type PracticeAreaSlug, practiceAreas } from "../../../core/routing/site-pages.ts";

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const kebabId = z.string().regex(kebabCase, "use a kebab-case id, such as moot-court-delhi");
const imageExtension = /\.(?:svg|png|jpe?g|webp)$/;

/** A picture's name: its file name without the extension (the browser editor writes the file name). */
export const imageNameOf = (value: string) => value.replace(imageExtension, "");

/**
 * A picture is named, not pathed: the build makes its sizes from content/images/<kind>/<name>.*.
 * The name may carry its file's extension, as the browser editor writes it (name.jpg); it means the
 * same picture as the bare name.
 */
const imageName = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.(?:svg|png|jpe?g|webp))?$/, "use a kebab-case image name without extension")
  .transform(imageNameOf);
const text = z.string().trim().min(1);
const paragraphs = z.array(text).min(1);

export const heroSchema = z.strictObject({
  heading: text,
  subtitle: text.optional(),
  image: imageName,
});

const pageBase = {
  title: text,
  description: text.max(200),
  hero: heroSchema,
};

export const pageSchemas = {
  home: z.strictObject({
    ...pageBase,
    about: z.strictObject({ heading: text, paragraphs, image: imageName, imageAlt: text }),
    locate: z.strictObject({ heading: text, intro: text }),
  }),
  team: z.strictObject(pageBase),
  publications: z.strictObject(pageBase),
  services: z.strictObject({ ...pageBase, title: text.optional() }),
  events: z.strictObject(pageBase),
  "media-reports": z.strictObject(pageBase),
  career: z.strictObject({
    ...pageBase,
    lateralHiring: z.strictObject({ heading: text, paragraphs }),
    internship: z.strictObject({ heading: text, paragraphs }),
    cards: z
      .array(
        z.strictObject({
          title: text,
          paragraphs: z.array(text).default([]),
          items: z.array(text).default([]),
          /** Shows the firm's e-mail and phone numbers (app/config/site.ts) at the foot of the card. */
          showContacts: z.boolean().default(false),
        }),
      )
      .min(1),
  }),
  contact: z.strictObject({ ...pageBase, intro: text, officeHeading: text, chamberHeading: text }),
  login: z.strictObject(pageBase),
  "court-fee-calculator": z.strictObject({ ...pageBase, instruction: text, panelText: text }),
  "arbitration-fee-calculator": z.strictObject({ ...pageBase, instruction: text, panelText: text }),
  "not-found": z.strictObject(pageBase),
} as const;

export type PageName = keyof typeof pageSchemas;

/** The pages that also exist in Hindi; each has content/pages/hi/<name>.yaml, checked by the same schema. */
export const hindiPageNames = [
  "home",
  "services",
  "career",
  "contact",
  "login",
  "court-fee-calculator",
  "arbitration-fee-calculator",
  "not-found",
  "team",
  "events",
  "media-reports",
  "publications",
] as const satisfies readonly PageName[];
export type HindiPageName = (typeof hindiPageNames)[number];

/**
 * The interface texts of one kind of page, one file per language (content/translations/<locale>/<kind>.yaml):
 * nested groups of texts. The languages must have the same keys; content-tree.server.ts checks that.
 */
export const translationKinds = ["layout", "disclaimer", "calculators", "sign-in", "lists", "library"] as const;
export type TranslationKind = (typeof translationKinds)[number];
type TranslationTree = { [key: string]: string | TranslationTree };
export const translationTreeSchema: z.ZodType<TranslationTree> = z.lazy(() => z.record(z.string().regex(/^[A-Za-z0-9]+$/, "use a camelCase key"), z.union([text, translationTreeSchema])));

/**
 * content/glossary.yaml: the Hindi legal terms the site uses, and the forms it does not. A Hindi
 * text that uses an avoided form fails the build, so the terms stay the same on every page.
 */
export const glossarySchema = z.strictObject({
  terms: z
    .array(
      z.strictObject({
        en: text,
        hi: text,
        avoid: z.array(text).default([]),
        note: text.optional(),
        source: text,
        /**
         * How the form was settled: "verified" when it was seen in the source named, "memory" when it
         * rests on a reviewer's knowledge of the authoritative Hindi text and still needs checking on
         * India Code, "house" when no source settled it and the firm chose.
         */
        basis: z.enum(["verified", "memory", "house"]),
      }),
    )
    .min(1),
});
export type Glossary = z.infer<typeof glossarySchema>;

/**
 * content/translations/hi/jurisdictions.yaml: the Hindi name of each State and Union territory of
 * the fee data, by its two-letter code. That every code of the data has one is checked where the
 * file is read (content-tree.server.ts), against the data itself.
 */
export const jurisdictionNamesSchema = z.strictObject({
  names: z.record(z.string().regex(/^[A-Z]{2}$/, "use the fee data's two-letter code, such as DL"), text),
});
export type PageContent<N extends PageName> = z.infer<(typeof pageSchemas)[N]>;
export type Hero = z.infer<typeof heroSchema>;

export const teamMemberSchema = z.strictObject({
  id: z.int().positive(),
  name: text,
  designation: z.enum(["Managing Partner", "Advocate"]),
  image: imageName,
  /** Left out (or "") for none. */
  linkedin: z.union([z.url({ protocol: /^https$/ }), z.literal("")]).optional(),
  email: z.email(),
  education: z.array(text).min(1),
  barAdmission: text,
  association: z.array(text).default([]),
});

const isoDate = z.iso.date("expected a date written YYYY-MM-DD, such as 2026-11-24");

/** One key point of an article: a plain sentence, short enough to read at a glance. */
export const keyPointSchema = text
  .min(40, "expected a whole sentence of at least 40 characters")
  .max(240, "expected at most 240 characters: one sentence, not a paragraph")
  .regex(/^[^*_`<>[\]]*$/, "expected plain text, without markdown or HTML")
  .regex(/^[A-Z0-9].*[.?!]$/, "expected one sentence, beginning with a capital and ending with a full stop");

/** A dated note on what changed in the law after the article was written. */
export const articleUpdateSchema = z.strictObject({
  date: isoDate,
  text: text,
});

export const articleSchema = z
  .strictObject({
    id: z.int("expected a whole number").positive("expected a whole number above 0"),
    title: text,
    /** The name of a team member, exactly as in their team/ file. */
    author: text,
    date: isoDate,
    /**
     * The date the article's text states the law as at: usually the publication date, earlier when
     * the text was written on older law. It does not move; later law goes in dated updates
     * (docs/decisions/0010, 0034).
     */
    lawAsAt: isoDate,
    /** The date the article, with its updates, was last checked against later law; absent before any review. */
    reviewed: isoDate.optional(),
    updates: z.array(articleUpdateSchema).default([]),
    excerpt: text.min(80).max(260),
    thumbnail: imageName,
    /** One to three practice areas, by the slugs of topics.yaml: the list filters by them. */
    topics: z.array(text).min(1).max(3),
    /** Finer keywords from tags.yaml, for search and structured data. */
    tags: z.array(text).min(1).max(6),
    pdf: z.string().regex(/^[a-z0-9-]+\.pdf$/, "expected a kebab-case file name ending in .pdf"),
    /**
     * Three to five key points, each one plain sentence (no markdown) of what the article says:
     * shown in a box under the title, in the feeds' summaries and in the structured data.
     */
    keyPoints: z.array(keyPointSchema, "expected a list of three to five key points").min(3, "expected at least three key points").max(5, "expected at most five key points"),
  })
  .superRefine((article, ctx) => {
    if (article.lawAsAt > article.date) {
      ctx.addIssue({ code: "custom", path: ["lawAsAt"], input: article.lawAsAt, message: `expected a date on or before the publication date ${article.date}; a later review goes in reviewed` });
    }
    if (article.reviewed !== undefined && article.reviewed < article.lawAsAt) {
      ctx.addIssue({ code: "custom", path: ["reviewed"], input: article.reviewed, message: `expected a date on or after the date the law is stated as at, ${article.lawAsAt}` });
    }
    if (article.reviewed !== undefined && article.reviewed < article.date) {
      ctx.addIssue({ code: "custom", path: ["reviewed"], input: article.reviewed, message: `expected a date on or after the publication date ${article.date}` });
    }
    article.updates.forEach((update, index) => {
      if (update.date < article.date) {
        ctx.addIssue({ code: "custom", path: ["updates", index, "date"], input: update.date, message: `expected a date on or after the publication date ${article.date}` });
      }
    });
  });

/** The practice areas' slugs, from the one list of pages. */
export const serviceSlugs = practiceAreas.map((area) => area.slug) as unknown as readonly [PracticeAreaSlug, ...PracticeAreaSlug[]];

export const serviceSchema = z.strictObject({
  slug: z.enum(serviceSlugs),
  title: text,
  summary: text.max(220),
  order: z.int("expected a whole number").positive("expected a whole number above 0"),
  domains: z.array(text),
});

/**
 * The events and media reports keep their Hindi beside the English, in the same entry: a field
 * ending in "Hi" is the Hindi of the field without it. Each is optional, so an entry can be added in
 * English alone; the Hindi page then shows that field's English, marked lang="en".
 */
const pictureSchema = z.strictObject({ image: imageName, alt: text, altHi: text.optional() });

export const eventsSchema = z.strictObject({
  sections: z
    .array(
      z.strictObject({
        id: kebabId,
        caption: text,
        captionHi: text.optional(),
        summary: text,
        summaryHi: text.optional(),
        photos: z.array(pictureSchema).min(1),
      }),
    ),
});

export const mediaReportsSchema = z.strictObject({
  reports: z
    .array(
      z.strictObject({
        id: kebabId,
        title: text,
        titleHi: text.optional(),
        image: imageName,
        alt: text,
        altHi: text.optional(),
        excerpt: text,
        excerptHi: text.optional(),
        description: paragraphs,
        descriptionHi: paragraphs.optional(),
        /** Where and when the report appeared, shown on its card and over its text; each optional, the name as the outlet writes it. */
        outlet: text.max(80).optional(),
        date: isoDate.optional(),
      }),
    ),
});

/** tags.yaml: the known article keywords, so a misspelt tag fails instead of making a new one. */
export const tagsSchema = z.strictObject({ tags: z.array(text).min(1) });

/** topics.yaml: the practice areas the publications are filtered by, each with its own page. */
export const topicSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use a kebab-case slug, such as foreign-investment"),
  name: text,
  /** The name on the Hindi library's pages; optional, the English name (marked English) stands in until it is written. */
  nameHi: text.optional(),
  description: text.max(200),
  /** The service pages that list this topic's articles. */
  services: z.array(z.enum(serviceSlugs)).default([]),
});
export const topicsSchema = z.strictObject({ topics: z.array(topicSchema).min(1) });
export type Topic = z.infer<typeof topicSchema>;

export type TeamMemberFields = z.infer<typeof teamMemberSchema>;
export type ArticleFields = z.output<typeof articleSchema>;
export type ArticleUpdate = z.infer<typeof articleUpdateSchema>;
export type ServiceFields = z.infer<typeof serviceSchema>;
export type EventsContent = z.infer<typeof eventsSchema>;
export type MediaReportsContent = z.infer<typeof mediaReportsSchema>;

const year = z.string().regex(/^\d{4}$/, "expected a four-digit year, such as 1996");

/**
 * Where a citation was checked, so the next reader can check it again: the https address of the page
 * it was read on (the court's own copy, Digital SCR, Indian Kanoon, India Code, a report's summary),
 * or a citation a reader can look up: a neutral citation ("2025 INSC 352", "[2020] UKSC 38"), a
 * report ("(2020) 4 SCC 234", "AIR 1950 SC 27") or, for an Act, its number ("Act No. 26 of 1996").
 * The form is checked at build; the address is not fetched.
 */
const sourceForms = [
  /^https:\/\/[^\s"<>]+\.[^\s"<>]+$/,
  /^\d{4} INSC \d+$/,
  /^\[\d{4}\] (?:UKSC|UKHL|UKPC|EWCA (?:Civ|Crim)|EWHC) \d+(?: \([A-Za-z]+\))?$/,
  /^\(\d{4}\) \d+ SCC \d+$/,
  /^\d{4} Supp(?: \(\d\))? SCC \d+$/,
  /^AIR \d{4} [A-Z][A-Za-z]* \d+$/,
  /^\d+ (?:U\.S\.|F\.[234]d|F\. Supp\.(?: [23]d)?) \d+$/,
];
const source = z
  .string({ error: 'expected source="…": where the judgment and its citation were checked (an https:// address, a neutral citation or a report)' })
  .trim()
  .refine((value) => sourceForms.some((form) => form.test(value)), {
    message:
      'expected where the citation was checked: an https:// address, a neutral citation ("2025 INSC 352", "[2020] UKSC 38") or a report ("(2020) 4 SCC 234", "AIR 1950 SC 27")',
  });
const actSource = z
  .string()
  .trim()
  .refine((value) => /^(?:Central |[A-Z][A-Za-z ]+ )?Act No\. [0-9IVXLC]+ of \d{4}$/.test(value) || /^https:\/\/[^\s"<>]+\.[^\s"<>]+$/.test(value), {
    message: 'expected where the Act was checked: its number ("Act No. 26 of 1996") or an https:// address (India Code, legislation.gov.uk)',
  });

/**
 * A statute or judgment an article cites, marked in its text as <Authority …>the citation as
 * written</Authority> (docs/decisions/0028). The attributes repeat what the text already says; the
 * index of authorities is built from them.
 */
export const authoritySchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("act"),
    /** The Act's short title without its year: "Arbitration and Conciliation Act". */
    name: text,
    year,
    /** The provision the sentence discusses, as the article writes it: "section 2(2)". */
    section: text.optional(),
    /** Only for a foreign statute: "England and Wales". */
    jurisdiction: text.optional(),
    /**
     * Optional for an Act: its short title and year identify it on India Code. Give it where the
     * article relies on the Act's text as it stood at a date (an amendment, a proviso).
     */
    source: actSource.optional(),
  }),
  z.strictObject({
    kind: z.literal("case"),
    /** The parties as the article names them: "Bharat Aluminium Co. v Kaiser Aluminium Technical Services Inc.". */
    name: text,
    /** The year of the report cited, or of the decision when the article gives no report. */
    year: year.optional(),
    court: text.optional(),
    /**
     * The report or neutral citation as the article gives it: "(2012) 9 SCC 552"; for a decision
     * with no report that could be found, its case number and date ("Civil Appeal No. 4628 of 2018,
     * decided on 25 September 2018").
     */
    citation: text.optional(),
    /** Required: where the judgment and its citation were checked (see sourceForms). */
    source: source,
  }),
]);
export type AuthorityFields = z.infer<typeof authoritySchema>;
