import { parseYamlFile } from "./parse";
import { type PageContent, type PageName, pageSchemas } from "./schemas";

const files = import.meta.glob<string>("/content/pages/*.yaml", { query: "?raw", import: "default", eager: true });

/** The short copy of one page (title, description, hero and its own blocks), validated. */
export function loadPage<N extends PageName>(name: N): PageContent<N> {
  const path = `/content/pages/${name}.yaml`;
  const source = files[path];
  if (source === undefined) throw new Error(`Missing content file content/pages/${name}.yaml`);
  return parseYamlFile(pageSchemas[name], source, path) as PageContent<N>;
}

export function allPageNames(): PageName[] {
  return Object.keys(pageSchemas) as PageName[];
}
