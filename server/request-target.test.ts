import { describe, expect, it } from "vitest";
import { LOOPBACK_HOSTS, originFormOf, readRequestTarget, sameSiteLocation } from "./request-target.ts";

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

  it.each([
    ["/team/|x", "/team/%7Cx"],
    ["/team/[x]", "/team/%5Bx%5D"],
    ['/a b"<>^`{}', "/a%20b%22%3C%3E%5E%60%7B%7D"],
    ["/100%", "/100%25"],
    ["/a%20b", "/a%20b"],
    ["/पृष्ठ", "/%E0%A4%AA%E0%A5%83%E0%A4%B7%E0%A5%8D%E0%A4%A0"],
    ["/team?q=a|b&r=[1]#x", "/team?q=a%7Cb&r=%5B1%5D%23x"],
    ["/team?next=/a?b", "/team?next=/a?b"],
  ])("percent-encodes %s as %s", (location, encoded) => {
    expect(sameSiteLocation(location)).toBe(encoded);
    expect(sameSiteLocation(encoded)).toBe(encoded);
  });

  it("writes only what RFC 3986 allows in a path and a query, whatever it is given", () => {
    const pieces = ["|", "[", "]", "%", "%2", "%41", " ", "\u00e9", "\u0000", "#", "?", "/", "a", "{", '"', "'", "\ud800"];
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const location = sameSiteLocation(`/x${a}${b}${c}`);
          expect(location).toMatch(
            /^\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-F]{2})*(?:\?(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-F]{2})*)?$/,
          );
        }
  });
});

describe("originFormOf", () => {
  // As SITE_HOSTS gives them (server/config.ts): a name alone for any port, "name:port" for that port.
  const hosts = new Set(["www.example.com", "localhost:3000", "[::1]:3000", "127.0.0.1"]);

  it.each([
    ["http://www.example.com/team", "/team"],
    ["http://www.example.com/team?x=1", "/team?x=1"],
    ["http://www.example.com", "/"],
    ["http://www.example.com?x=1", "/?x=1"],
    ["HTTP://WWW.Example.COM:80/team", "/team"],
    ["https://www.example.com:443/a", "/a"],
    ["https://www.example.com:8443/a", "/a"],
    ["http://localhost:3000/a", "/a"],
    ["http://localhost:3000", "/"],
    ["http://[::1]:3000/a", "/a"],
    ["http://127.0.0.1:4186/a", "/a"],
    ["http://www.example.com//evil.example/", "//evil.example/"],
  ])("serves %s as %s, whatever Host says", (url, origin) => {
    expect(originFormOf(url, hosts)).toBe(origin);
  });

  it.each([
    ["http://evil.example/team"],
    ["http://example.com/team"],
    ["http://www.example.com.evil.example/team"],
    ["http://localhost/team"],
    ["http://localhost:3001/team"],
    ["http://[::1]/team"],
    ["http://user@www.example.com/team"],
    ["ftp://www.example.com/team"],
    ["/team"],
    ["*"],
    ["www.example.com:443"],
  ])("leaves %s as it is (another host, or no absolute form)", (url) => {
    expect(originFormOf(url, hosts)).toBe(url);
  });

  it("answers for the loopback names on any port when it is given no names", () => {
    expect(originFormOf("http://localhost:4186/team", LOOPBACK_HOSTS)).toBe("/team");
    expect(originFormOf("http://[::1]/team", LOOPBACK_HOSTS)).toBe("/team");
    expect(originFormOf("http://www.example.com/team", LOOPBACK_HOSTS)).toBe("http://www.example.com/team");
  });
});
