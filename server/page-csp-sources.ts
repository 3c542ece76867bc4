import { createHash } from "node:crypto";
import { PAGE_SCRIPT_START, speculationRulesText } from "../core/html/inline-scripts.ts";

/**
 * The inline scripts a prerendered page may carry, known by how they begin: React's streaming
 * runtime, the page's own behaviours (in the head, and beside a form or an island), and the
 * speculation rules. Anything else (a snippet pasted into an article, a third-party tag) must not
 * be allowed silently by hashing it, so it stops start-up.
 * This guards against mistakes in the build, not against someone who can write the build.
 */
const ALLOWED_SCRIPT_STARTS = ["$RB=[];", "$RC(", "$RS(", "requestAnimationFrame(function(){$RT=", PAGE_SCRIPT_START, speculationRulesText];

// Types a browser does not run, so CSP does not govern them (structured data).
const DATA_TYPES = /^(application\/(ld\+)?json|importmap)$/i;

export class DisallowedInlineScriptError extends Error {}

const sha256 = (text: string, encoding: TextEncoding) => `sha256-${createHash("sha256").update(text, encoding).digest("base64")}`;

export type PageCspSources = { scriptHashes: string[] };

/** How the page's text holds its bytes: decoded ("utf8"), or one character per byte of its UTF-8 ("latin1"). */
type TextEncoding = "utf8" | "latin1";

/** The hashes a page's CSP needs, computed from the HTML as it is served. */
export function pageCspSources(html: string, page: string, encoding: TextEncoding = "utf8"): PageCspSources {
  const scriptHashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const text = match[2] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "";
    if (DATA_TYPES.test(type)) continue;
    if (!ALLOWED_SCRIPT_STARTS.some((start) => text.startsWith(start))) {
      throw new DisallowedInlineScriptError(
        `${page} has an inline script that is not one of the site's own (it begins ${JSON.stringify(text.slice(0, 60))}). ` +
          "Move it into a module under app/, or add it to server/page-csp-sources.ts if it is meant to be there.",
      );
    }
    scriptHashes.add(sha256(text, encoding));
  }
  return { scriptHashes: [...scriptHashes] };
}
