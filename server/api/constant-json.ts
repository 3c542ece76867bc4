/**
 * JSON.stringify for answers that are mostly constant: about three quarters of a court-fee answer
 * are objects of the fee tables (the jurisdiction, its citation, warnings and sources, the slab
 * row), identical in every answer for that state. Writing their JSON once, not on every request,
 * is a measured share of the rich endpoint's throughput (npm run bench:api).
 *
 * The text is byte for byte what JSON.stringify gives for plain data (objects, arrays, strings,
 * finite numbers, booleans, null, undefined properties left out); a test holds the two equal.
 * Only objects in `constants` are written once: the caller vouches that they never change.
 */
// A key JSON writes as it stands, between quotes.
const PLAIN_KEY = /^[A-Za-z0-9_$]+$/;

export function constantAwareStringify(constants: WeakSet<object>): (value: unknown) => string {
  const written = new WeakMap<object, string>();

  function write(value: unknown): string | undefined {
    if (value === null || typeof value !== "object") return JSON.stringify(value);
    if (constants.has(value)) {
      let text = written.get(value);
      if (text === undefined) {
        text = JSON.stringify(value);
        written.set(value, text);
      }
      return text;
    }
    // Arrays made per answer (the breakdown) hold little constant text: the native writer is faster.
    if (Array.isArray(value) || "toJSON" in value) return JSON.stringify(value);
    let text = "";
    for (const key in value) {
      // The key is the object's own, from for…in over the engine's answer, never request text.
      // eslint-disable-next-line project/text-keyed-lookup
      const item = (value as Record<string, unknown>)[key];
      const itemText = typeof item === "string" ? JSON.stringify(item) : write(item);
      if (itemText === undefined) continue;
      const name = PLAIN_KEY.test(key) ? `"${key}"` : JSON.stringify(key);
      text += `${text === "" ? "" : ","}${name}:${itemText}`;
    }
    return `{${text}}`;
  }

  return (value) => write(value) ?? "";
}

/** Every object and array inside `roots`, the roots included: what constantAwareStringify may write once. */
export function objectsWithin(roots: readonly unknown[]): WeakSet<object> {
  const found = new WeakSet<object>();
  const visit = (value: unknown) => {
    if (value === null || typeof value !== "object" || found.has(value)) return;
    found.add(value);
    for (const item of Object.values(value)) visit(item);
  };
  roots.forEach(visit);
  return found;
}
