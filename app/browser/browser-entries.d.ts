// The two ways the app names a browser entry (scripts/lib/browser-code.ts, docs/decisions/0034).

/** The entry's address, bundled as an ES module under /assets/. */
declare module "*?browser-module" {
  const url: string;
  export default url;
}

/** The entry bundled as one minified classic script, for a page to carry inline. */
declare module "*?inline-script" {
  const text: string;
  export default text;
}
