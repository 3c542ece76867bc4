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
    if (Array.isArray(value)) return `[${value.map((item: unknown) => write(item) ?? "null").join(",")}]`;
    if ("toJSON" in value) return JSON.stringify(value);
    let text = "";
    for (const [key, item] of Object.entries(value)) {
      const itemText = write(item);
      if (itemText === undefined) continue;
      text += `${text === "" ? "" : ","}${JSON.stringify(key)}:${itemText}`;
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
