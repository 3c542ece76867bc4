import { describe, expect, it } from "vitest";
import { readRequestTarget, sameSiteLocation } from "./request-target.ts";

describe("readRequestTarget", () => {
  it.each([
    ["/", "/"],
    ["/team", "/team"],
    ["/team/3?x=1", "/team/3"],
    ["/publications/a%20b", "/publications/a%20b"],
  ])("takes the clean path %s as it is", (url, path) => {
    expect(readRequestTarget(url)).toEqual({ kind: "page", path });
  });

  it.each([
    ["//team", "/team"],
    ["///team//3", "/team/3"],
    ["//evil.example/", "/evil.example/"],
    ["/.//evil.example/", "/evil.example/"],
    ["/./../..//evil.example", "/evil.example"],
    ["/\\evil.example", "/evil.example"],
    ["/%2e%2e//evil.example", "/evil.example"],
    ["//team?x=1", "/team?x=1"],
  ])("redirects %s to the same-site path %s", (url, location) => {
    expect(readRequestTarget(url)).toEqual({ kind: "redirect", location });
  });

  it.each(["/team%2F1", "/team%2f1", "/team%5Cx", "http://evil.example/", "*"])("treats %s as not found", (url) => {
    expect(readRequestTarget(url)).toEqual({ kind: "not-found" });
  });

  it("never produces a Location that starts with // or names a host", () => {
    const pieces = ["/", "//", "\\", ".", "..", "%2e", "evil.example", "@", ":", "?", "#"];
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const target = readRequestTarget(`/${a}${b}${c}`);
          if (target.kind !== "redirect") continue;
          expect(target.location).toMatch(/^\/(?![/\\])/);
          expect(new URL(target.location, "http://localhost").host).toBe("localhost");
        }
  });
});

describe("sameSiteLocation", () => {
  it.each(["//evil.example", "/\\evil.example", "https://evil.example/", "evil"])("refuses %s", (location) => {
    expect(() => sameSiteLocation(location)).toThrow(/off-site/);
  });
});
