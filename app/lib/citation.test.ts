import { describe, expect, it } from "vitest";
import { articleCitation } from "./citation";

const input = {
  authorName: "Devika Malhotra",
  title: "Seat versus Venue",
  firm: "Nyayadhara Chambers",
  date: "2021-11-18",
  url: "https://www.example.com/publications/7",
};

describe("articleCitation", () => {
  it("names the author, title, firm, date, URL and the date accessed", () => {
    expect(articleCitation(input, "2026-11-24")).toBe(
      "Devika Malhotra, ‘Seat versus Venue’ (Nyayadhara Chambers, 18 November 2021) <https://www.example.com/publications/7> accessed 24 November 2026",
    );
  });

  it("leaves out the accessed date when it is not known", () => {
    expect(articleCitation(input)).toBe(
      "Devika Malhotra, ‘Seat versus Venue’ (Nyayadhara Chambers, 18 November 2021) <https://www.example.com/publications/7>",
    );
  });
});
