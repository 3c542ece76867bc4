import { useLocation } from "react-router";

/**
 * Whether a menu's link is the page being shown, for its `aria-current="page"` (which also styles
 * it). The prerender asks for each page at its folder ("/team/", React Router's prerender), a
 * visitor's request and the menus' links have none ("/team"), so a trailing slash is not compared.
 */
export function useIsCurrentPage(): (url: string) => boolean {
  const here = withoutTrailingSlash(useLocation().pathname);
  return (url) => withoutTrailingSlash(url) === here;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);
