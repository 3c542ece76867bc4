/**
 * Readers for the CDN header files, written apart from the writers in scripts/lib/cdn-headers.ts so a
 * test compares the files as a host would read them with what the server sends.
 */
export type ParsedRule = { path: string; headers: Record<string, string> };

/** Netlify / Cloudflare Pages `_headers`: a path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): ParsedRule[] {
  const rules: ParsedRule[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || colon === -1) throw new Error(`Unreadable line in _headers: ${line}`);
    rule.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** `location = /x { add_header Name "value" always; … }` blocks of the nginx include. */
export function parseNginxInclude(text: string): ParsedRule[] {
  const rules: ParsedRule[] = [];
  for (const block of text.matchAll(/location (=|\^~) (\S+) \{([\s\S]*?)\n\}/g)) {
    const headers: Record<string, string> = {};
    for (const header of (block[3] ?? "").matchAll(/add_header (\S+) "([^"]*)" always;/g))
      headers[(header[1] ?? "").toLowerCase()] = header[2] ?? "";
    rules.push({ path: block[1] === "^~" ? `${block[2]}*` : (block[2] ?? ""), headers });
  }
  return rules;
}

/** The rule a host applies to a path: the exact one, or the `/folder/*` that holds it. */
export function ruleFor(rules: readonly ParsedRule[], path: string): ParsedRule | undefined {
  return (
    rules.find((rule) => rule.path === path) ?? rules.find((rule) => rule.path.endsWith("/*") && path.startsWith(rule.path.slice(0, -1)))
  );
}

/** The headers of a response a CDN must reproduce: everything but what a host sets per file. */
export function comparableHeaders(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const own = new Set([
    "content-type",
    "content-length",
    "content-encoding",
    "etag",
    "vary",
    "date",
    "connection",
    "keep-alive",
    "last-modified",
    "accept-ranges",
    "transfer-encoding",
  ]);
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => !own.has(name.toLowerCase()) && value !== undefined)
      .map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
}
