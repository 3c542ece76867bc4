import { describe, expect, it } from "vitest";
import { madeOnce } from "./made-once.ts";

describe("madeOnce", () => {
  it("makes a value once per key and gives the same value after", () => {
    let calls = 0;
    const lengthOf = madeOnce((list: readonly number[]) => {
      calls += 1;
      return { length: list.length };
    });
    const a = [1, 2, 3];
    const b = [1, 2, 3];
    expect(lengthOf(a)).toBe(lengthOf(a));
    expect(lengthOf(b)).toEqual({ length: 3 });
    expect(lengthOf(b)).not.toBe(lengthOf(a));
    expect(calls).toBe(2);
  });

  it("remembers a value that is falsy", () => {
    let calls = 0;
    const nothing = madeOnce((_key: object) => {
      calls += 1;
      return undefined;
    });
    const key = {};
    nothing(key);
    nothing(key);
    expect(calls).toBe(1);
  });
});
