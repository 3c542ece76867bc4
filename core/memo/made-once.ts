/**
 * A function of an object made once per object and remembered for as long as the object lives.
 * The server renders many pages from the same few objects (a language's texts, the list of states,
 * a schedule entry), and what it derives from them (a merge, a translator, the options of a select,
 * the JSON of a constant part) need not be derived again for every page or answer. Keys are held
 * weakly, so a value goes with its key.
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
