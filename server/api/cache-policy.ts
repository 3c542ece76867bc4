/**
 * The lists change only with a deploy, so browsers and CDNs may reuse them for a few minutes; a
 * fee answer depends on the body of a POST and must never be replayed from a cache.
 */
export const LIST_CACHE_CONTROL = "public, max-age=300";
export const NO_STORE = "no-store";

export { JSON_CONTENT_TYPE } from "../errors.ts";
