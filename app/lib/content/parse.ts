import { parse as parseYaml } from "yaml";
import type { z } from "zod";

/** Raw files keyed by path, as Vite's import.meta.glob with ?raw gives them. */
export type RawFiles = Record<string, string>;

/** Validates one file's data, naming the file in the error so a bad edit is easy to find. */
export function validate<S extends z.ZodType>(schema: S, data: unknown, file: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(file)"}: ${issue.message}`);
    throw new Error(`Invalid content in ${file}:\n${problems.join("\n")}`);
  }
  return result.data;
}

export function parseYamlFile<S extends z.ZodType>(schema: S, source: string, file: string): z.infer<S> {
  return validate(schema, parseYaml(source), file);
}

/** Splits "---\nyaml\n---\nbody" into validated frontmatter and the body. */
export function parseFrontmatter<S extends z.ZodType>(
  schema: S,
  source: string,
  file: string,
): { data: z.infer<S>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error(`Invalid content in ${file}: it must start with a --- frontmatter block`);
  return { data: validate(schema, parseYaml(match[1] ?? ""), file), body: source.slice(match[0].length) };
}

/** Fails when two entries share a key, naming both files. */
export function assertUnique<T>(entries: readonly T[], key: (entry: T) => string | number, files: readonly string[], what: string) {
  const seen = new Map<string | number, string>();
  entries.forEach((entry, index) => {
    const value = key(entry);
    const earlier = seen.get(value);
    if (earlier !== undefined) throw new Error(`Duplicate ${what} ${value} in ${earlier} and ${files[index]}`);
    seen.set(value, files[index] ?? "?");
  });
}

export function fileName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}
