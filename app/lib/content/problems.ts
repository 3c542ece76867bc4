import type { z } from "zod";

/**
 * How a content problem is written, one line naming the file, the field, what was found and what
 * was expected. Shared by the build (content-tree.server.ts) and the browser editor's save check
 * (app/admin/), so the editor refuses a save with the very message the build would give.
 */
export function show(value: unknown): string {
  if (value === undefined) return "nothing";
  const json = JSON.stringify(value);
  return json.length > 80 ? `${json.slice(0, 77)}...` : json;
}

export function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("") || "(the file)";
}

/** The problems of `data` against `schema`, each "<file>: <field>: <message>; found <value>". */
export function schemaProblems<S extends z.ZodType>(schema: S, data: unknown, file: string): { data: z.output<S> | null; problems: string[] } {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { data: result.data, problems: [] };
  return {
    data: null,
    problems: result.error.issues.map((issue) => {
      const found = "input" in issue ? show(issue.input) : "something else";
      return `${file}: ${fieldName(issue.path)}: ${issue.message}; found ${found}`;
    }),
  };
}
