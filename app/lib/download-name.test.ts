import { describe, expect, it } from "vitest";
import { pdfDownloadName } from "./download-name";

describe("pdfDownloadName", () => {
  it("names the file after the title", () => {
    expect(pdfDownloadName("Seat Versus Venue of Arbitration")).toBe("Seat Versus Venue of Arbitration.pdf");
  });
  it("drops characters that file systems refuse", () => {
    expect(pdfDownloadName('Receivables: "Financial Debt"? A/B')).toBe("Receivables - Financial Debt AB.pdf");
  });
  it.each([undefined, null, "", "   ", "???"])("falls back to download-file.pdf for %j", (title) => {
    expect(pdfDownloadName(title)).toBe("download-file.pdf");
  });
});
