import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";

/**
 * CONTENT_DIR builds the site from another content folder and BUILD_DIR writes it elsewhere: the
 * test suite builds a grown copy of content/ that way to prove new entries need no code.
 */
const contentDir = process.env.CONTENT_DIR || "content";

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
export const notFoundPaths = ["/404", "/team/not-found", "/publications/not-found", "/hi/404"];

export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: false,
  async prerender({ getStaticPaths }) {
    const teamIds = frontmatterValues(join(contentDir, "team"), "id");
    const teamImages = frontmatterValues(join(contentDir, "team"), "image");
    const articleIds = frontmatterValues(join(contentDir, "articles"), "id");
    return [
      ...getStaticPaths(),
      ...teamIds.map((id) => `/team/${id}`),
      ...teamImages.map((image) => `/vcards/${image}.vcf`),
      ...articleIds.map((id) => `/publications/${id}`),
      ...notFoundPaths,
    ];
  },
} satisfies Config;
