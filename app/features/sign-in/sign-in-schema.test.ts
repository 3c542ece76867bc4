import { describe, expect, it } from "vitest";
import { signInSchema } from "./sign-in-schema";

const valid = { role: "advocate", username: "rk", password: "Abcdef1!" };

function messages(input: Record<string, unknown>, field: string): string[] {
  const result = signInSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

describe("signInSchema", () => {
  it("accepts a complete, valid form", () => {
    expect(signInSchema.safeParse(valid).success).toBe(true);
    expect(signInSchema.safeParse({ ...valid, username: "x".repeat(50) }).success).toBe(true);
  });

  it("requires a role from the list", () => {
    expect(messages({ ...valid, role: "" }, "role")).toEqual(["cannot be empty"]);
    expect(messages({ ...valid, role: undefined }, "role")).toEqual(["cannot be empty"]);
    expect(messages({ ...valid, role: "judge" }, "role")).toEqual(["cannot be empty"]);
  });

  it("bounds the username to 2 to 50 characters", () => {
    expect(messages({ ...valid, username: "a" }, "username")).toEqual(["must contain at least 2 characters"]);
    expect(messages({ ...valid, username: "a".repeat(51) }, "username")).toEqual(["must contain at most 50 characters"]);
  });

  it.each([
    ["Ab1!", "must contain at least 8 characters"],
    ["abcdefg1!", "must contain at least one uppercase character"],
    ["ABCDEFG1!", "must contain at least one lowercase character"],
    ["Abcdefgh!", "must contain at least one number"],
    ["Abcdefgh1", "must contain at least one special character"],
  ])("rejects the password %s with “%s”", (password, message) => {
    expect(messages({ ...valid, password }, "password")).toEqual([message]);
  });

  it("reports every failed password rule at once", () => {
    expect(messages({ ...valid, password: "" }, "password")).toEqual([
      "must contain at least 8 characters",
      "must contain at least one uppercase character",
      "must contain at least one lowercase character",
      "must contain at least one number",
      "must contain at least one special character",
    ]);
  });
});
