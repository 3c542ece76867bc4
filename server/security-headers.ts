import { createHash } from "node:crypto";
import { NO_SCRIPT_STYLE } from "../core/html/inline-styles.ts";
import type { PageCspSources } from "./page-csp-sources.ts";

/**
 * The headers of DESIGN section 5. Scripts are allowed from our origin and, on each page, only
 * the inline scripts found in that page's HTML at start-up (server/page-csp-sources.ts).
 *
 * Styles are allowed from our origin and, inline, only the head's <noscript> style, by the hash of
 * its exact text (core/html/inline-styles.ts): no style attribute and no other <style> element
 * (docs/decisions/0034, which supersedes 0008). A style set from script through the CSSOM
 * (`element.style`) is not inline style and needs nothing.
 */
const styleSources = ["'self'", `'sha256-${createHash("sha256").update(NO_SCRIPT_STYLE).digest("base64")}'`].join(" ");

export function pageCsp({ scriptHashes }: PageCspSources): string {
  const scripts = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(" ");
  // Nothing by default: each kind of source a page uses is named, so a new kind (a video, a plugin,
  // a font from elsewhere) is refused until it is named here (the MDN Observatory's strongest form).
  return [
    "default-src 'none'",
    `script-src ${scripts}`,
    `style-src ${styleSources}`,
    // Vite may inline a small image into the stylesheet as a data: address.
    "img-src 'self' data:",
    "font-src 'self'",
    // The fee API, the publications' search index.
    "connect-src 'self'",
    // The contact page's map, loaded when it scrolls into view (app/components/content/lazy-map-element.ts).
    "frame-src https://www.openstreetmap.org",
    // The publications' search runs in a module worker built beside the page's script.
    "worker-src 'self'",
    // No page links a web app manifest today; one of the site's own would be allowed.
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** For everything that is not a page (API answers, images, PDFs): nothing may run or frame it. */
export const resourceCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const securityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};
