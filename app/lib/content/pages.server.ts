import { parseYamlFile } from "./parse";
import { type PageContent, type PageName, pageSchemas } from "./schemas";

const files = import.meta.glob<string>("/content/pages/*.yaml", { query: "?raw", import: "default", eager: true });

// Parsed once per process: the server renders the calculators' result pages with these loaders on
// every request, and the files are part of the build.
const parsed = new Map<PageName, unknown>();

/** The short copy of one page (title, description, hero and its own blocks), validated. */
export function loadPage<N extends PageName>(name: N): PageContent<N> {
  const cached = parsed.get(name);
  if (cached !== undefined) return cached as PageContent<N>;
  const path = `/content/pages/${name}.yaml`;
  const source = files[path];
  if (source === undefined) throw new Error(`Missing content file content/pages/${name}.yaml`);
  const page = parseYamlFile(pageSchemas[name], source, path) as PageContent<N>;
  parsed.set(name, page);
  return page;
}

export function allPageNames(): PageName[] {
  return Object.keys(pageSchemas) as PageName[];
}
