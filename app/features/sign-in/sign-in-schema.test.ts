import { describe, expect, it } from "vitest";
import { validateSignIn } from "./sign-in-schema";

const valid = { role: "advocate", username: "rk", password: "Abcdef1!" };

describe("validateSignIn", () => {
  it("accepts a complete, valid form", () => {
    expect(validateSignIn(valid)).toEqual({});
    expect(validateSignIn({ ...valid, username: "x".repeat(50) })).toEqual({});
  });

  it("requires a role from the list", () => {
    expect(validateSignIn({ ...valid, role: "" }).role).toEqual(["cannot be empty"]);
    expect(validateSignIn({ ...valid, role: undefined }).role).toEqual(["cannot be empty"]);
    expect(validateSignIn({ ...valid, role: "judge" }).role).toEqual(["cannot be empty"]);
  });

  it("bounds the username to 2 to 50 characters", () => {
    expect(validateSignIn({ ...valid, username: "a" }).username).toEqual(["must contain at least 2 characters"]);
    expect(validateSignIn({ ...valid, username: "a".repeat(51) }).username).toEqual(["must contain at most 50 characters"]);
  });

  it.each([
    ["Ab1!", "must contain at least 8 characters"],
    ["abcdefg1!", "must contain at least one uppercase character"],
    ["ABCDEFG1!", "must contain at least one lowercase character"],
    ["Abcdefgh!", "must contain at least one number"],
    ["Abcdefgh1", "must contain at least one special character"],
  ])("rejects the password %s with “%s”", (password, message) => {
    expect(validateSignIn({ ...valid, password }).password).toEqual([message]);
  });

  it("reports every failed rule at once, and treats non-strings as empty", () => {
    expect(validateSignIn({ role: 3, username: null, password: "" })).toEqual({
      role: ["cannot be empty"],
      username: ["must contain at least 2 characters"],
      password: [
        "must contain at least 8 characters",
        "must contain at least one uppercase character",
        "must contain at least one lowercase character",
        "must contain at least one number",
        "must contain at least one special character",
      ],
    });
  });
});
