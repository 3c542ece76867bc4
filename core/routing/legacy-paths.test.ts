import { describe, expect, it } from "vitest";
import { canonicalPath } from "./legacy-paths.ts";

describe("canonicalPath", () => {
  it.each([
    ["/Team", "/team"],
    ["/Team/", "/team"],
    ["/Team/id=3", "/team/3"],
    ["/Team/id=007", "/team/7"],
    ["/Publications", "/publications"],
    ["/Publications/id=11", "/publications/11"],
    ["/Contact", "/contact"],
    ["/team/", "/team"],
    ["/services/recovery/", "/services/recovery"],
  ])("maps %s to %s", (legacy, canonical) => {
    expect(canonicalPath(legacy)).toBe(canonical);
  });

  it.each(["/", "/team", "/team/3", "/publications/2", "/contact", "/Team/id=abc", "/Contact/x", "/Team/3"])("leaves %s alone", (path) => {
    expect(canonicalPath(path)).toBeNull();
  });

  it.each(Object.getOwnPropertyNames(Object.prototype).flatMap((name) => [`/${name}`, `/${name}/`, `/${name}/id=1`]))(
    "names no legacy section for the prototype's %s",
    (path) => {
      expect(canonicalPath(path)).toBe(path.endsWith("/") ? path.slice(0, -1) : null);
    },
  );
});
