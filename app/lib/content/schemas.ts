import { z } from "zod";

/** A picture is named, not pathed: the build makes its sizes from content/images/<kind>/<name>.*. */
const imageName = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use a kebab-case image name without extension");
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
          showEmail: z.boolean().default(false),
        }),
      )
      .length(3),
  }),
  contact: z.strictObject({ ...pageBase, intro: text, officeHeading: text, chamberHeading: text }),
  login: z.strictObject(pageBase),
  "court-fee-calculator": z.strictObject({ ...pageBase, instruction: text, panelText: text }),
  "arbitration-fee-calculator": z.strictObject({ ...pageBase, instruction: text, panelText: text }),
  "not-found": z.strictObject(pageBase),
} as const;

export type PageName = keyof typeof pageSchemas;
export type PageContent<N extends PageName> = z.infer<(typeof pageSchemas)[N]>;
export type Hero = z.infer<typeof heroSchema>;

export const teamMemberSchema = z.strictObject({
  id: z.int().positive(),
  name: text,
  designation: z.enum(["Managing Partner", "Advocate"]),
  image: imageName,
  linkedin: z.union([z.url({ protocol: /^https$/ }), z.literal("")]),
  email: z.email(),
  education: z.array(text).min(1),
  barAdmission: text,
  association: z.array(text),
});

export const articleSchema = z.strictObject({
  id: z.int().min(1).max(11),
  title: text,
  author: z.int().positive(),
  date: z.iso.date(),
  excerpt: text.min(80).max(260),
  thumbnail: imageName,
  tags: z.array(text).min(1).max(6),
  pdf: z.string().regex(/^[a-z0-9-]+\.pdf$/),
});

export const serviceSlugs = [
  "litigation",
  "alternate-dispute-resolution",
  "civil-criminal-commercial-litigation",
  "recovery",
  "labor-industrial-disputes",
  "advisory",
  "intellectual-property-rights",
] as const;

export const serviceSchema = z.strictObject({
  slug: z.enum(serviceSlugs),
  title: text,
  summary: text.max(220),
  order: z.int().min(1).max(7),
  domains: z.array(text),
});

const pictureSchema = z.strictObject({ image: imageName, alt: text });

export const eventsSchema = z.strictObject({
  sections: z
    .array(
      z.strictObject({
        id: imageName,
        caption: text,
        summary: text,
        photos: z.array(pictureSchema).length(5),
      }),
    )
    .length(4),
});

export const mediaReportsSchema = z.strictObject({
  reports: z
    .array(
      z.strictObject({
        id: imageName,
        title: text,
        image: imageName,
        alt: text,
        excerpt: text,
        description: paragraphs,
      }),
    )
    .length(5),
});

export type TeamMemberFields = z.infer<typeof teamMemberSchema>;
export type ArticleFields = z.infer<typeof articleSchema>;
export type ServiceFields = z.infer<typeof serviceSchema>;
export type EventsContent = z.infer<typeof eventsSchema>;
export type MediaReportsContent = z.infer<typeof mediaReportsSchema>;
