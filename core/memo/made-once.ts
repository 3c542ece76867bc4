/**
 * A function of an object made once per object and remembered for as long as the object lives.
 * The server renders many pages from the same few objects (a language's texts, a schedule entry),
 * and what it derives from them (a selection of texts, their JSON, a jurisdiction's summary) need
 * not be derived again for every page or answer. One key each: what is cheap to derive is derived
 * on each render instead (docs/decisions/0019). Keys are held weakly, so a value goes with its key.
 */
export function madeOnce<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    if (made.has(key)) return made.get(key) as V;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}
