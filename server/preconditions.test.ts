import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluatePreconditions, parseEntityTags, parseHttpDate } from "./preconditions.ts";

// RFC 9110 section 13.2.2, step by step, against one representation: its ETag and Last-Modified.
const ETAG = '"abc"';
const MODIFIED = "Tue, 15 Nov 1994 12:45:26 GMT";
const EARLIER = "Mon, 14 Nov 1994 12:45:26 GMT";
const LATER = "Wed, 16 Nov 1994 12:45:26 GMT";
const current = { etag: ETAG, lastModified: MODIFIED };

describe("parseEntityTags", () => {
  it.each([
    ['"a"', [{ weak: false, opaque: "a" }]],
    [
      'W/"a", "b"',
      [
        { weak: true, opaque: "a" },
        { weak: false, opaque: "b" },
      ],
    ],
    [
      '"a,b" ,, "c"',
      [
        { weak: false, opaque: "a,b" },
        { weak: false, opaque: "c" },
      ],
    ],
    ['""', [{ weak: false, opaque: "" }]],
    ['"a", junk, "b"', [{ weak: false, opaque: "a" }]],
    ["junk", []],
    ['w/"a"', []],
  ])("reads %s", (value, tags) => {
    expect(parseEntityTags(value)).toEqual(tags);
  });

  it("reads * as any representation", () => {
    expect(parseEntityTags(" * ")).toBe("*");
  });
});

describe("parseHttpDate", () => {
  it("reads the three forms of section 5.6.7 as the same instant", () => {
    const seconds = Date.UTC(1994, 10, 6, 8, 49, 37) / 1000;
    expect(parseHttpDate("Sun, 06 Nov 1994 08:49:37 GMT")).toBe(seconds);
    expect(parseHttpDate("Sunday, 06-Nov-94 08:49:37 GMT")).toBe(seconds);
    expect(parseHttpDate("Sun Nov  6 08:49:37 1994")).toBe(seconds);
  });

  it.each(["yesterday", "1994-11-06", "0", "", "Sun, 06 Nov 1994 08:49:37 +0000"])("takes %j for no date", (value) => {
    expect(parseHttpDate(value)).toBeNull();
  });
});

describe("evaluatePreconditions, in the order of section 13.2.2", () => {
  it.each([
    // Step 1: If-Match, strong comparison.
    ["If-Match, the current tag", { ifMatch: ETAG }, "proceed"],
    ["If-Match, *", { ifMatch: "*" }, "proceed"],
    ["If-Match, a list holding the tag", { ifMatch: `"x", ${ETAG}` }, "proceed"],
    ["If-Match, another tag", { ifMatch: '"no-such-tag"' }, "failed"],
    ["If-Match, the weak form of the tag", { ifMatch: `W/${ETAG}` }, "failed"],
    ["If-Match, not a tag", { ifMatch: "abc" }, "failed"],
    // Step 2: If-Unmodified-Since, only without If-Match.
    ["If-Unmodified-Since, the date", { ifUnmodifiedSince: MODIFIED }, "proceed"],
    ["If-Unmodified-Since, later", { ifUnmodifiedSince: LATER }, "proceed"],
    ["If-Unmodified-Since, earlier", { ifUnmodifiedSince: EARLIER }, "failed"],
    ["If-Unmodified-Since, not a date", { ifUnmodifiedSince: "soon" }, "proceed"],
    ["If-Match holds, so If-Unmodified-Since is not read", { ifMatch: ETAG, ifUnmodifiedSince: EARLIER }, "proceed"],
    // Step 3: If-None-Match, weak comparison.
    ["If-None-Match, the tag", { ifNoneMatch: ETAG }, "not-modified"],
    ["If-None-Match, its weak form", { ifNoneMatch: `W/${ETAG}` }, "not-modified"],
    ["If-None-Match, *", { ifNoneMatch: "*" }, "not-modified"],
    ["If-None-Match, another tag", { ifNoneMatch: '"x"' }, "proceed"],
    // Step 4: If-Modified-Since, only without If-None-Match.
    ["If-Modified-Since, the date", { ifModifiedSince: MODIFIED }, "not-modified"],
    ["If-Modified-Since, later", { ifModifiedSince: LATER }, "not-modified"],
    ["If-Modified-Since, earlier", { ifModifiedSince: EARLIER }, "proceed"],
    ["If-None-Match misses, so If-Modified-Since is not read", { ifNoneMatch: '"x"', ifModifiedSince: LATER }, "proceed"],
    // Step 1 before step 3: a failed If-Match is 412 even where If-None-Match would be 304.
    ["If-Match fails before If-None-Match", { ifMatch: '"x"', ifNoneMatch: ETAG }, "failed"],
    ["If-Unmodified-Since fails before If-Modified-Since", { ifUnmodifiedSince: EARLIER, ifModifiedSince: LATER }, "failed"],
  ] as const)("GET with %s: %s", (_name, fields, outcome) => {
    expect(evaluatePreconditions("GET", fields, current)).toBe(outcome);
    expect(evaluatePreconditions("HEAD", fields, current)).toBe(outcome);
  });

  it("a matching If-None-Match on another method fails rather than answering 304, and If-Modified-Since is for reads only", () => {
    expect(evaluatePreconditions("POST", { ifNoneMatch: "*" }, current)).toBe("failed");
    expect(evaluatePreconditions("POST", { ifModifiedSince: LATER }, current)).toBe("proceed");
  });

  it("without validators, only * holds for If-Match and the dates are not read", () => {
    expect(evaluatePreconditions("GET", { ifMatch: "*" }, {})).toBe("proceed");
    expect(evaluatePreconditions("GET", { ifMatch: ETAG }, {})).toBe("failed");
    expect(evaluatePreconditions("GET", { ifUnmodifiedSince: EARLIER, ifModifiedSince: LATER }, {})).toBe("proceed");
    expect(evaluatePreconditions("GET", { ifNoneMatch: "*" }, {})).toBe("not-modified");
  });

  it("answers whatever it is given, and If-Match with a tag other than the current one never proceeds", () => {
    const text = fc.oneof(fc.string(), fc.constantFrom("*", ETAG, `W/${ETAG}`, MODIFIED, EARLIER, LATER));
    fc.assert(
      fc.property(
        fc.record({ ifMatch: text, ifNoneMatch: text, ifModifiedSince: text, ifUnmodifiedSince: text }, { requiredKeys: [] }),
        (fields) => {
          const outcome = evaluatePreconditions("GET", fields, current);
          expect(["proceed", "not-modified", "failed"]).toContain(outcome);
          const tags = fields.ifMatch === undefined ? null : parseEntityTags(fields.ifMatch);
          if (tags !== null && tags !== "*" && !tags.some((tag) => !tag.weak && `"${tag.opaque}"` === ETAG)) expect(outcome).toBe("failed");
        },
      ),
    );
  });
});
