import { readFileSync, readdirSync } from "node:fs";
import type { Config } from "@react-router/dev/config";

/** Reads one frontmatter field of every MDX file in a content folder (validated later by the loaders). */
function frontmatterValues(folder: string, field: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => {
      const value = new RegExp(`^${field}:\\s*"?([^"\\n]+)"?\\s*$`, "m").exec(readFileSync(`${folder}/${file}`, "utf8"))?.[1];
      if (!value) throw new Error(`${folder}/${file} has no ${field} in its frontmatter`);
      return value.trim();
    });
}

/**
 * Paths the server answers with status 404. They are prerendered like any page so that the
 * not-found view hydrates under the route that the unknown URL matches.
 */
export const notFoundPaths = ["/404", "/team/not-found", "/publications/not-found"];

export default {
  appDirectory: "app",
  ssr: false,
  async prerender({ getStaticPaths }) {
    const teamIds = frontmatterValues("content/team", "id");
    const teamImages = frontmatterValues("content/team", "image");
    const articleIds = frontmatterValues("content/articles", "id");
    return [
      ...getStaticPaths(),
      ...teamIds.map((id) => `/team/${id}`),
      ...teamImages.map((image) => `/vcards/${image}.vcf`),
      ...articleIds.map((id) => `/publications/${id}`),
      ...notFoundPaths,
    ];
  },
} satisfies Config;
