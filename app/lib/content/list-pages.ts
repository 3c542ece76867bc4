/** Articles on one page of the list; beyond this the list continues on /publications/page/2. Read by the prerender too. */
export const ARTICLES_PER_PAGE = 12;
/** The Recent Posts sidebar lists every title up to this many, then the newest this many and a link to the rest. */
export const RECENT_POSTS_LIMIT = 20;
