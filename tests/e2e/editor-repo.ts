import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Page, Route } from "@playwright/test";

/**
 * The repository the editor journeys edit: every file of content/ (text as text, pictures as
 * base64), keyed by its path in the repository, and the editor's configuration with the GitHub
 * backend swapped for each editor's own in-browser test repository. Nothing else changes.
 */
export type RepoFiles = Record<string, { text?: string; base64?: string }>;

export function contentFiles(root = "content"): RepoFiles {
  const files: RepoFiles = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const path = relative(".", full).split(sep).join("/");
        files[path] = /\.(png|jpe?g|webp)$/i.test(name) ? { base64: readFileSync(full).toString("base64") } : { text: readFileSync(full, "utf8") };
      }
    }
  };
  walk(root);
  return files;
}

/** Serves /admin/config.yml as built, with `backend` replaced by the test repository and no editorial workflow (a pull request needs GitHub). */
export async function useTestBackend(page: Page) {
  await page.route("**/admin/config.yml", async (route: Route) => {
    const response = await route.fetch();
    const text = (await response.text())
      .replace(/^backend:\n(?: {2}.*\n|\s*#.*\n)+/m, "backend:\n  name: test-repo\n")
      .replace(/^publish_mode: .*\n/m, "");
    await route.fulfill({ response, body: text });
  });
}
