/**
 * The not-found pages, prerendered like any page so that the not-found view hydrates under the
 * route an unknown URL matches: the server answers an unknown team or publication address with its
 * section's page, anything else with /404, all with status 404. They are templates, not pages of
 * the site: no sitemap entry, no CDN rule, no audit.
 */
export const NOT_FOUND_PAGES = {
  team: "/team/not-found",
  publications: "/publications/not-found",
  publicationPages: "/publications/page/not-found",
  topics: "/publications/topics/not-found",
  hindi: "/hi/404",
  other: "/404",
} as const;

export const NOT_FOUND_PATHS: ReadonlySet<string> = new Set(Object.values(NOT_FOUND_PAGES));
