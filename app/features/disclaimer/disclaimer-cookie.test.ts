import { describe, expect, it } from "vitest";
import { agreementCookie, disclaimerHeadScript } from "./disclaimer-cookie";

describe("disclaimer cookie", () => {
  it("is set for a day on the whole site, Secure only over HTTPS", () => {
    expect(agreementCookie(false)).toBe("disclaimer=agreed; Max-Age=86400; Path=/; SameSite=Lax");
    expect(agreementCookie(true)).toBe("disclaimer=agreed; Max-Age=86400; Path=/; SameSite=Lax; Secure");
  });

  it("the head script marks the page before paint", () => {
    for (const [cookie, expected] of [
      ["", "pending"],
      ["x=1; disclaimer=agreed", "agreed"],
      ["mydisclaimer=agreed", "pending"],
      ["disclaimer=yes", "agreed"],
    ] as const) {
      const documentStub = { cookie, documentElement: { dataset: {} as Record<string, string> } };
      new Function("document", disclaimerHeadScript)(documentStub);
      expect(documentStub.documentElement.dataset.disclaimer).toBe(expected);
    }
  });
});
