import { describe, expect, it } from "vitest";
import { agreementCookie } from "./disclaimer-cookie";
import { disclaimerBehaviour } from "./disclaimer-behaviour";

describe("disclaimer cookie", () => {
  it("is set for a day on the whole site, Secure only over HTTPS", () => {
    expect(agreementCookie(false)).toBe("disclaimer=agreed; Max-Age=86400; Path=/; SameSite=Lax");
    expect(agreementCookie(true)).toBe("disclaimer=agreed; Max-Age=86400; Path=/; SameSite=Lax; Secure");
  });

  it("the head script marks the page before paint, by the cookie's name alone", () => {
    for (const [cookie, expected] of [
      ["", "pending"],
      ["x=1; disclaimer=agreed", "agreed"],
      ["mydisclaimer=agreed", "pending"],
      ["disclaimer=yes", "agreed"],
    ] as const) {
      const documentStub = {
        cookie,
        documentElement: { dataset: {} as Record<string, string> },
        // The gate is not parsed yet: the script waits for it.
        getElementById: () => null,
        addEventListener: () => undefined,
      };
      const observed: unknown[] = [];
      const observerStub = class {
        observe = (target: unknown) => observed.push(target);
        disconnect = () => undefined;
      };
      // The script as the page carries it: its own source text, with its options.
      const source = `(${disclaimerBehaviour.toString()})(${JSON.stringify({
        cookieName: "disclaimer",
        agreementCookie: agreementCookie(false),
        gateId: "disclaimer",
        agreeId: "disclaimer-agree",
      })})`;
      new Function("document", "MutationObserver", source)(documentStub, observerStub);
      expect(documentStub.documentElement.dataset.disclaimer).toBe(expected);
      expect(observed, "the script watches for the gate only when it must open it").toHaveLength(expected === "pending" ? 1 : 0);
    }
  });
});
