/** Articles on one page of the list; beyond this the list continues on /publications/page/2. Read by the prerender too. */
export const ARTICLES_PER_PAGE = 12;
