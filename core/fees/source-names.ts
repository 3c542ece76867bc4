import PUBLISHERS from "./data/source-publishers.json" with { type: "json" };

/** A source of the fee data as a page links it: named by its publisher, not by its bare address. */
export type SourceLink = { readonly href: string; readonly name: string };

const publishers: Readonly<Record<string, string>> = PUBLISHERS;

/**
 * The research cites web pages by address and files in public repositories as "owner/repo:path";
 * a page links both, named by the site's publisher (data/source-publishers.json; a site without an
 * entry by its own host name) or the repository. fee-data.test.ts checks every shipped source has a
 * publisher.
 */
export function sourceLink(source: string): SourceLink {
  const repository = /^([\w.-]+\/[\w.-]+):(.+)$/.exec(source);
  if (repository) {
    const [, repo = "", path = ""] = repository;
    return { href: `https://github.com/${repo}/blob/HEAD/${path.split("/").map(encodeURIComponent).join("/")}`, name: `GitHub: ${repo}` };
  }
  return { href: source, name: publisherOf(source) ?? source };
}

/** The publisher of a web address, by its host without "www." and, failing that, without its first label (fr.scribd.com). */
export function publisherOf(address: string): string | undefined {
  let host: string;
  try {
    host = new URL(address).hostname.replace(/^www\./, "");
  } catch {
    return undefined;
  }
  return publishers[host] ?? publishers[host.split(".").slice(1).join(".")];
}
