import { z } from "zod";
import { authoritySchema } from "./schemas.ts";

/**
 * The components an MDX file may use, each with the attributes it takes: the one definition the
 * content check (mdx-check.ts) allows tags by and the renderer's components (mdx-components.tsx)
 * take their props from. An attribute is always literal text, name="…". Authority's attributes are
 * those of its schema (docs/decisions/0028), so a field added there may be written here at once.
 */
export const contentComponents = {
  /** The footnote box: <Note title="Optional heading">…</Note>. */
  Note: z.strictObject({ title: z.string().trim().min(1).optional() }),
  /** An English run inside Hindi text: <En>Mediation Act, 2023</En>. */
  En: z.strictObject({}),
  /** A statute or judgment the article cites; its attributes feed the index of authorities. */
  Authority: authoritySchema,
} as const;

export type ContentComponentName = keyof typeof contentComponents;
export type NoteAttributes = z.infer<(typeof contentComponents)["Note"]>;

export function isContentComponent(name: string): name is ContentComponentName {
  return Object.hasOwn(contentComponents, name);
}

type ObjectSchema = { shape: Record<string, unknown> };
type UnionSchema = { options: readonly ObjectSchema[] };

/** The attribute names a component takes: its schema's keys (of every variant, for Authority's kinds). */
export function attributeNames(name: ContentComponentName): string[] {
  const schema: ObjectSchema | UnionSchema = contentComponents[name];
  const variants = "options" in schema ? schema.options : [schema];
  return [...new Set(variants.flatMap((variant) => Object.keys(variant.shape)))];
}
