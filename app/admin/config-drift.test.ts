import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ruleForPath } from "./entry-rules";

/**
 * The editor's configuration (app/admin/config.yml) against the build's schemas: every field of a
 * file the editor writes must be a field of its schema and the reverse, with the same "required".
 * A field added to one and not the other fails here, naming both.
 */
type Field = { name: string; widget: string; required?: boolean; fields?: Field[]; field?: Field };
type Collection = {
  name: string;
  folder?: string;
  extension?: string;
  fields?: Field[];
  files?: { name: string; file: string; fields: Field[] }[];
};

const config = parse(readFileSync("app/admin/config.yml", "utf8"), { merge: true }) as { collections: Collection[] };

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
};
const def = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
/** A key the file may leave out: optional, or with a default. */
const isOptional = (schema: z.ZodType) => schema.safeParse(undefined).success;

/** Through optional, default, transform and refinement wrappers to the object, array or value inside. */
function unwrap(schema: z.ZodType): z.ZodType {
  const d = def(schema);
  if ((d.type === "optional" || d.type === "default" || d.type === "nullable") && d.innerType) return unwrap(d.innerType);
  if (d.type === "pipe" && d.in) return unwrap(d.in);
  return schema;
}

function compare(fields: Field[], schema: z.ZodType, where: string, mdx = false): string[] {
  const inner = unwrap(schema);
  const d = def(inner);
  if (d.type !== "object" || !d.shape) return [`${where}: the schema is not an object`];
  const shape = d.shape;
  const drift: string[] = [];
  const names = fields.map((f) => f.name).filter((name) => !(mdx && name === "body"));
  for (const name of names) if (!(name in shape)) drift.push(`${where}.${name}: in the editor, not in the schema`);
  for (const name of Object.keys(shape)) if (!names.includes(name)) drift.push(`${where}.${name}: in the schema, not in the editor`);
  for (const field of fields) {
    const fieldSchema = shape[field.name];
    if (!fieldSchema) continue;
    const editorRequired = field.required !== false;
    const schemaRequired = !isOptional(fieldSchema);
    if (editorRequired !== schemaRequired)
      drift.push(`${where}.${field.name}: required is ${editorRequired} in the editor and ${schemaRequired} in the schema`);
    const value = unwrap(fieldSchema);
    const nested = field.fields;
    if (field.widget === "object" && nested) drift.push(...compare(nested, value, `${where}.${field.name}`));
    if (field.widget === "list") {
      const element = def(value).element;
      if (!element) drift.push(`${where}.${field.name}: a list in the editor, not in the schema`);
      else if (nested) drift.push(...compare(nested, element, `${where}.${field.name}[]`));
      else if (def(unwrap(element)).type === "object")
        drift.push(`${where}.${field.name}: a list of single values in the editor, of objects in the schema`);
    }
  }
  return drift;
}

describe("the browser editor's configuration", () => {
  const files = config.collections.flatMap((c) =>
    c.files
      ? c.files.map((f) => ({ where: `${c.name}/${f.name}`, path: f.file, fields: f.fields }))
      : [{ where: c.name, path: `${c.folder}/example.${c.extension}`, fields: c.fields ?? [] }],
  );

  it.each(files)("$where has exactly its schema's fields, required as the schema requires", ({ where, path, fields }) => {
    const rule = ruleForPath(path);
    expect(rule, `${where}: no schema checks ${path}`).not.toBeNull();
    expect(compare(fields, rule!.schema, where, rule!.mdx)).toEqual([]);
  });

  it("finds drift: a field missing from the editor, an extra one, and a required flag that differs", () => {
    const articles = files.find((f) => f.where === "articles")!;
    const drifted = articles.fields
      .filter((f) => f.name !== "pdf")
      .map((f) => (f.name === "reviewed" ? { ...f, required: true } : f))
      .concat({ name: "subtitle", widget: "string" });
    expect(compare(drifted, ruleForPath("content/articles/x.mdx")!.schema, "articles", true)).toEqual([
      "articles.subtitle: in the editor, not in the schema",
      "articles.pdf: in the schema, not in the editor",
      "articles.reviewed: required is true in the editor and false in the schema",
    ]);
  });

  it("edits the English and the Hindi copy of the home, career and contact pages", () => {
    const pages = files.filter((f) => f.where.startsWith("pages/")).map((f) => f.path);
    for (const name of ["home", "career", "contact"])
      expect(pages).toEqual(expect.arrayContaining([`content/pages/${name}.yaml`, `content/pages/hi/${name}.yaml`]));
  });
});
