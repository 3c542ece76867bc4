import { describe, expect, it } from "vitest";
import { vCard } from "./vcard";

describe("vCard", () => {
  const card = vCard({ name: "Kavya R. Iyer", designation: "Advocate", email: "kavya@example.com", linkedin: "" });

  it("is a vCard 3.0 with CRLF line endings", () => {
    expect(card.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
    expect(card.endsWith("END:VCARD\r\n")).toBe(true);
    expect(card.replace(/\r\n/g, "")).not.toMatch(/\n/);
  });

  it("splits the name and escapes structured values", () => {
    expect(card).toContain("N:Iyer;Kavya R.;;;\r\n");
    expect(card).toContain("FN:Kavya R. Iyer\r\n");
    expect(card).toMatch(/ADR;TYPE=WORK:;;[^\r]*\\,/);
  });

  it("adds a URL only when the member has a profile", () => {
    expect(card).not.toContain("URL:");
    expect(vCard({ name: "A B", designation: "Advocate", email: "a@example.com", linkedin: "https://www.linkedin.com/in/x" })).toContain(
      "URL:https://www.linkedin.com/in/x\r\n",
    );
  });
});
