import { safeParse, type core } from "zod/mini";

/**
 * Parses one data file, or throws with the file and every problem in it, field by field. Takes any
 * zod schema, so the one data file a calculator page loads (arbitration-explanations.ts) is checked
 * by zod's small build and the page does not carry the schemas of every table.
 */
export function parseDataFile<T>(schema: core.$ZodType<T>, file: string, data: unknown): T {
  const result = safeParse(schema, data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(the file)"}: ${issue.message}`);
  throw new Error(`core/fees/data/${file} is not valid fee data:\n${problems.join("\n")}`);
}
