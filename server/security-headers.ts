import type { PageCspSources } from "./page-csp-sources.ts";

/**
 * The headers of DESIGN section 5. Scripts are allowed from our origin and, on each page, only
 * the inline scripts found in that page's HTML at start-up (server/page-csp-sources.ts).
 *
 * Styles keep 'unsafe-inline' (docs/decisions/0008-style-src-keeps-unsafe-inline.md): Radix
 * Dialog (the side menu on every page, the gallery's lightbox) locks scrolling through
 * react-remove-scroll-bar, which inserts a <style> element whose text depends on the scrollbar's
 * width, so no hash can allow it and a static site has no nonce. Inline styles cannot run script.
 */
export function pageCsp({ scriptHashes }: PageCspSources): string {
  const scripts = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
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
