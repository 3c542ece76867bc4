/**
 * The conditional requests of RFC 9110 section 13, evaluated in the order of section 13.2.2 against
 * the validators of the answer the server would otherwise send. Pure: the caller (server/app.ts)
 * hands in the request's four fields and the answer's ETag and Last-Modified, and acts on the
 * outcome for every GET and HEAD whatever produced the answer (docs/decisions/0037).
 *
 * If-Range is not evaluated: the server sends no partial content, so a Range is ignored and with it
 * If-Range (section 13.1.5).
 */

export type ConditionalFields = {
  ifMatch?: string | undefined;
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
  ifUnmodifiedSince?: string | undefined;
};

/** The validators of the selected representation, as its answer's headers carry them. */
export type Validators = { etag?: string | undefined; lastModified?: string | undefined };

/** Go on with the answer; 304 Not Modified; or 412 Precondition Failed. */
export type PreconditionOutcome = "proceed" | "not-modified" | "failed";

type EntityTag = { weak: boolean; opaque: string };

/** One entity-tag of a list (section 8.8.3): `W/` or not, then a quoted string of etagc. */
const ENTITY_TAG = /[ \t]*(W\/)?"([\x21\x23-\x7E\x80-\xFF]*)"[ \t]*(?:,|$)/y;
const EMPTY_MEMBER = /[ \t]*,/y;

/**
 * The tags of an If-Match or If-None-Match value, or "*". Reading stops at the first member that
 * is not an entity-tag: what follows it cannot match anything.
 */
export function parseEntityTags(value: string): EntityTag[] | "*" {
  if (value.trim() === "*") return "*";
  const tags: EntityTag[] = [];
  let at = 0;
  while (at < value.length) {
    EMPTY_MEMBER.lastIndex = at;
    if (EMPTY_MEMBER.test(value)) {
      at = EMPTY_MEMBER.lastIndex;
      continue;
    }
    ENTITY_TAG.lastIndex = at;
    const match = ENTITY_TAG.exec(value);
    if (!match || match[0] === "") break;
    tags.push({ weak: match[1] !== undefined, opaque: match[2]! });
    at = ENTITY_TAG.lastIndex;
  }
  return tags;
}

const parseOne = (etag: string | undefined): EntityTag | null => {
  if (etag === undefined) return null;
  const tags = parseEntityTags(etag);
  return tags === "*" || tags.length !== 1 ? null : tags[0]!;
};

/** Section 8.8.3.2: strong comparison needs both tags strong; weak comparison only the opaque part. */
const strongMatch = (a: EntityTag, b: EntityTag) => !a.weak && !b.weak && a.opaque === b.opaque;
const weakMatch = (a: EntityTag, b: EntityTag) => a.opaque === b.opaque;

const DAY = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
const LONG_DAY = "(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)";
const MONTH = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)";
const TIME = "\\d{2}:\\d{2}:\\d{2}";
/** Section 5.6.7: IMF-fixdate, and the obsolete RFC 850 and asctime forms a recipient must accept. */
const HTTP_DATE = [
  new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT$`),
  new RegExp(`^${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`),
  new RegExp(`^${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4}$`),
];

/** The time an HTTP-date names, in whole seconds; null when the text is not an HTTP-date. */
export function parseHttpDate(value: string | undefined): number | null {
  if (value === undefined) return null;
  const text = value.trim();
  const form = HTTP_DATE.findIndex((pattern) => pattern.test(text));
  if (form === -1) return null;
  // asctime carries no zone; it is GMT by definition.
  const ms = Date.parse(form === 2 ? `${text} GMT` : text);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/**
 * Section 13.2.2, steps 1 to 4, for a request whose answer without conditions would be a 2xx. A
 * GET or HEAD whose If-None-Match or If-Modified-Since holds gets 304; any other failed condition 412.
 */
export function evaluatePreconditions(method: string, fields: ConditionalFields, validators: Validators): PreconditionOutcome {
  const etag = parseOne(validators.etag);
  const lastModified = parseHttpDate(validators.lastModified);
  const read = method === "GET" || method === "HEAD";

  // Step 1: If-Match, by strong comparison; "*" holds for any current representation.
  if (fields.ifMatch !== undefined) {
    const tags = parseEntityTags(fields.ifMatch);
    const holds = tags === "*" || (etag !== null && tags.some((tag) => strongMatch(tag, etag)));
    if (!holds) return "failed";
  } else if (fields.ifUnmodifiedSince !== undefined && lastModified !== null) {
    // Step 2: If-Unmodified-Since, only without If-Match, and ignored when it is not a date.
    const since = parseHttpDate(fields.ifUnmodifiedSince);
    if (since !== null && lastModified > since) return "failed";
  }

  // Step 3: If-None-Match, by weak comparison; "*" fails for any current representation.
  if (fields.ifNoneMatch !== undefined) {
    const tags = parseEntityTags(fields.ifNoneMatch);
    const matches = tags === "*" || (etag !== null && tags.some((tag) => weakMatch(tag, etag)));
    if (matches) return read ? "not-modified" : "failed";
  } else if (read && fields.ifModifiedSince !== undefined && lastModified !== null) {
    // Step 4: If-Modified-Since, only without If-None-Match, and only for GET and HEAD.
    const since = parseHttpDate(fields.ifModifiedSince);
    if (since !== null && lastModified <= since) return "not-modified";
  }
  return "proceed";
}
