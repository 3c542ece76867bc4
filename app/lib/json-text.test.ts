import { describe, expect, it } from "vitest";
import { fromJsonText, toJsonText } from "./json-text";

describe("JSON text for a loader's unchanging values", () => {
  const states = [
    { id: "DL", name: "Delhi", validUpTo: null },
    { id: "TN", name: "Tamil Nadu", validUpTo: 1_00_00_000 },
  ];

  it("gives back the value it was made from, text outside ASCII included", () => {
    const texts = { "calculators.courtFee.title": "न्यायालय फीस", "calculators.rupee": "₹" };
    expect(fromJsonText(toJsonText(texts))).toEqual(texts);
    expect(fromJsonText(toJsonText(states))).toEqual(states);
  });

  it("parses a text once: equal texts give one shared object", () => {
    expect(fromJsonText(toJsonText(states))).toBe(fromJsonText(toJsonText(structuredClone(states))));
  });

  it("freezes the shared object all the way down, so no reader can change it for the next", () => {
    const shared = fromJsonText(toJsonText(states));
    expect(Object.isFrozen(shared)).toBe(true);
    expect(Object.isFrozen(shared[0])).toBe(true);
    expect(() => {
      (shared[0] as { name: string }).name = "changed";
    }).toThrow(TypeError);
  });
});
