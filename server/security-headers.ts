import type { PageCspSources } from "./page-csp-sources.ts";

/**
 * The headers of DESIGN section 5. Scripts are allowed from our origin and, on each page, only
 * the inline scripts found in that page's HTML at start-up (server/page-csp-sources.ts). Styles:
 * the stylesheet, the page's inline style elements by hash, and styles React sets through the
 * DOM, which CSP does not govern. A style attribute written into the prerendered HTML can only
 * be allowed by 'unsafe-inline' (which browsers ignore once a hash is listed), so a page that
 * has one gets that instead of its hashes; no page should.
 */
export function pageCsp({ scriptHashes, styleHashes, hasStyleAttributes }: PageCspSources): string {
  const scripts = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(" ");
  const styles = hasStyleAttributes ? "'self' 'unsafe-inline'" : ["'self'", ...styleHashes.map((h) => `'${h}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src ${styles}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.openstreetmap.org",
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
