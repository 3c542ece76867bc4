/**
 * Inline texts of every page that are not built from a browser entry: the server's CSP allows the
 * speculation rules by the hash of exactly this text (server/page-csp-sources.ts).
 */

/**
 * Speculation rules: the browser fetches a page of the site when the visitor shows they are about
 * to open it (a pointer resting on the link, or a touch starting), so the next page arrives sooner
 * on a slow network. Prefetch, not prerender: a prerendered page would run its head script before
 * the visitor agreed to the disclaimer on this one. Never a file (PDF, feed, vCard, picture), the
 * API, the editor or an address with a query (a calculation).
 */
export const speculationRules = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/*\\?*" } },
          { not: { href_matches: "/*.*" } },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/PHP/*" } },
          { not: { href_matches: "/admin*" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

export const speculationRulesText = JSON.stringify(speculationRules);

/**
 * While developing, React Router's Vite plugin wraps every component module for Fast Refresh, and
 * the wrapper refuses to run unless the page has first run the plugin's preamble (the router's
 * `<Scripts />` does it, which an island's page does not render: app/browser/island-loader.ts). Vite serves
 * the preamble as a virtual module at this address; server/dev.test.ts checks that it still does.
 */
export const DEV_PREAMBLE = "/@id/__x00__virtual:react-router/inject-hmr-runtime";
