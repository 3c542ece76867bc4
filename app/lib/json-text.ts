/**
 * A loader's unchanging value sent to the page as one JSON text. React Router's stream writes an
 * object value by value (a few microseconds per hundred values); the interface texts and the list
 * of states were half the values of a calculator page, and so a tenth of the time a server-rendered
 * result page took (npm run bench:api). A string is written whole and read here once.
 *
 * Only for values the page does not change and that are the same for every visitor: the texts of a
 * language. A computation goes as plain loader data.
 */
export type JsonText<T> = string & { readonly __jsonOf: T };

export const toJsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

/** One entry per distinct text: there are a handful (each language's texts). */
const parsed = new Map<string, unknown>();

/** The value, parsed once per text and frozen, so that every reader shares one object. */
export function fromJsonText<T>(text: JsonText<T>): T {
  if (!parsed.has(text)) parsed.set(text, deepFreeze(JSON.parse(text)));
  return parsed.get(text) as T;
}

function deepFreeze(value: unknown): unknown {
  if (value !== null && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
