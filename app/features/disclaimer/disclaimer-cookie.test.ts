// @vitest-environment jsdom
import { fireEvent } from "@testing-library/dom";
import { afterEach, describe, expect, it } from "vitest";
import { installDialog } from "~/browser/test-support/dom";
import { agreementCookie } from "./disclaimer-cookie";
import { DISCLAIMER_AGREE_ID, DISCLAIMER_GATE_ID, startDisclaimerGate } from "./disclaimer-behaviour";

installDialog();

const gateMarkup = `<dialog id="${DISCLAIMER_GATE_ID}"><a href="https://example.org">Disagree</a><button id="${DISCLAIMER_AGREE_ID}" type="button">Yes, I Agree</button></dialog><main><a href="/team">Team</a></main>`;

function clearCookies() {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

afterEach(() => {
  clearCookies();
  delete document.documentElement.dataset.disclaimer;
  document.body.innerHTML = "";
});

describe("disclaimer cookie", () => {
  it("is set for a day on the whole site, Secure only over HTTPS", () => {
    expect(agreementCookie(false)).toBe("disclaimer=agreed; Max-Age=86400; Path=/; SameSite=Lax");
    expect(agreementCookie(true)).toBe("disclaimer=agreed; Max-Age=86400; Path=/; SameSite=Lax; Secure");
  });
});

describe("the disclaimer's gate (the head's script)", () => {
  it.each([
    ["", "pending"],
    ["x=1; disclaimer=agreed", "agreed"],
    ["mydisclaimer=agreed", "pending"],
    ["disclaimer=yes", "agreed"],
  ])("marks the page before paint by the cookie's name alone: cookie %j → %s", (cookies, expected) => {
    for (const cookie of cookies.split("; ").filter(Boolean)) document.cookie = `${cookie}; Path=/`;
    startDisclaimerGate();
    expect(document.documentElement.dataset.disclaimer).toBe(expected);
  });

  it("opens the gate as a modal the moment its button is parsed, with focus on Yes, I Agree", async () => {
    startDisclaimerGate();
    document.body.innerHTML = gateMarkup;
    // The observer's callback runs at the end of the parser's task, before the frame.
    await Promise.resolve();
    const gate = document.getElementById(DISCLAIMER_GATE_ID) as HTMLDialogElement;
    expect(gate.open).toBe(true);
    expect(document.activeElement?.id).toBe(DISCLAIMER_AGREE_ID);
  });

  it("refuses Escape, opens again if closed anyway, and on Yes, I Agree sets the cookie and gives the page back", () => {
    document.body.innerHTML = gateMarkup;
    startDisclaimerGate();
    const gate = document.getElementById(DISCLAIMER_GATE_ID) as HTMLDialogElement;
    expect(gate.open).toBe(true);
    const cancel = new Event("cancel", { cancelable: true });
    gate.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    gate.close();
    expect(gate.open, "a dialog closed without agreement opens again").toBe(true);
    fireEvent.click(document.getElementById(DISCLAIMER_AGREE_ID)!);
    expect(gate.open).toBe(false);
    expect(document.documentElement.dataset.disclaimer).toBe("agreed");
    expect(document.cookie).toContain("disclaimer=agreed");
  });

  it("leaves an agreed visitor's page alone", () => {
    document.cookie = "disclaimer=agreed; Path=/";
    document.body.innerHTML = gateMarkup;
    startDisclaimerGate();
    expect((document.getElementById(DISCLAIMER_GATE_ID) as HTMLDialogElement).open).toBe(false);
  });
});
