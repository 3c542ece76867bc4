/**
 * The one inline style element of the visitor pages: in the head's <noscript>, it hides the
 * controls that need script (`.js-only`) from a browser that runs none. Its exact text is what the
 * pages' CSP allows by hash (server/security-headers.ts); nothing else inline is allowed to style
 * a page, neither another <style> nor a `style` attribute (docs/decisions/0034).
 */
export const NO_SCRIPT_STYLE = ".js-only{display:none!important}";
