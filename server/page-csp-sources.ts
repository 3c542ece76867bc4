import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { speculationRulesText } from "../core/html/inline-scripts.ts";
import { inlineScriptsFile } from "./build-paths.ts";

/**
 * The inline scripts a page may carry are exactly the ones the build wrote: the head's script,
 * built by Vite from app/browser/head.ts, whose text the build records (`inlineScriptsFile`,
 * scripts/lib/browser-code.ts), and the speculation rules. A page's CSP names the hash of each it
 * carries. Any other inline script (a snippet pasted into an article, a third-party tag, a change
 * of the build that made a new text) matches none, and stops start-up naming the page: no prefix,
 * marker or allow-list of beginnings lets a script in (docs/decisions/0034).
 */
export type InlineScriptAllowList = ReadonlySet<string>;

// Types a browser does not run, so CSP does not govern them (structured data, an element's or island's JSON).
const DATA_TYPES = /^(application\/(ld\+)?json|importmap)$/i;

export class DisallowedInlineScriptError extends Error {}

const sha256 = (text: string, encoding: TextEncoding) => `sha256-${createHash("sha256").update(text, encoding).digest("base64")}`;

/** The hashes of the given scripts' exact texts, beside the speculation rules'. */
export function inlineScriptAllowList(texts: readonly string[]): InlineScriptAllowList {
  return new Set([...texts, speculationRulesText].map((text) => sha256(text, "utf8")));
}

/** The inline scripts this build wrote, as it recorded them; none when there is no record. */
export function builtInlineScripts(file = inlineScriptsFile): InlineScriptAllowList {
  const texts = existsSync(file) ? Object.values(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : [];
  return inlineScriptAllowList(texts);
}

export type PageCspSources = { scriptHashes: string[] };

/** How the page's text holds its bytes: decoded ("utf8"), or one character per byte of its UTF-8 ("latin1"). */
type TextEncoding = "utf8" | "latin1";

/** The hashes a page's CSP needs, computed from the HTML as it is served; each must be on `allowed`. */
export function pageCspSources(
  html: string,
  page: string,
  allowed: InlineScriptAllowList,
  encoding: TextEncoding = "utf8",
): PageCspSources {
  const scriptHashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const text = match[2] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "";
    if (DATA_TYPES.test(type)) continue;
    const hash = sha256(text, encoding);
    if (!allowed.has(hash)) {
      throw new DisallowedInlineScriptError(
        `${page} has an inline script that the build did not write (it begins ${JSON.stringify(text.slice(0, 60))}). ` +
          "A script of the site's is a browser entry under app/browser/ (docs/decisions/0034); after a change to one, run npm run build again.",
      );
    }
    scriptHashes.add(hash);
  }
  return { scriptHashes: [...scriptHashes] };
}
