import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file below `dir`, at any depth, as `dir` joined with its relative path; folders are walked, not listed. */
export function walkFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walkFiles(full) : [full];
  });
}
