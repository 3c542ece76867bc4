/**
 * The editor's save check (entry-rules.ts) refuses an MDX text with the message the build gives
 * (app/lib/content/mdx-check.ts): the same check, run in the browser before the file is written.
 */
import { describe, expect, it } from "vitest";
import { checkSave } from "./entry-rules";

const runs = "content cannot run code.";
const expression = (code: string) =>
  `\`${code}\` is an expression; ${runs} Write the text itself, such as 2 instead of {1+1}; to show a brace, write \\{ or \\}.`;
const active = (tag: string) =>
  `<${tag}> would run, load or embed something in the reader's browser; ${runs} Delete it: write markdown, and ask for a component for anything more.`;

describe("the editor's content check", () => {
  it("the editor refuses the save with the build's message, counting lines from the text's first", () => {
    const { problems } = checkSave(
      { path: "content/team/02-arjun-mehra.mdx" },
      {
        id: 2,
        name: "Arjun Mehra",
        designation: "Advocate",
        image: "arjun-mehra",
        email: "arjun.mehra@example.in",
        education: ["LL.B."],
        barAdmission: "Bar Council of Delhi, 2012",
        body: "First paragraph.\n\nTwo and two make {1+1}.\n\n<script>alert(1)</script>",
      },
    );
    expect(problems).toEqual([
      `content/team/02-arjun-mehra.mdx: the text's line 3, column 18: ${expression("{1+1}")}`,
      `content/team/02-arjun-mehra.mdx: the text's line 5, column 1: ${active("script")}`,
    ]);
    const update = checkSave({ path: "content/articles/01-x.mdx" }, { updates: [{ date: "2026-11-24", text: "See {x}." }] });
    expect(update.problems).toContain(`content/articles/01-x.mdx: updates[0].text: line 1, column 5: ${expression("{x}")}`);
  });

  it("lets a clean text through", () => {
    const { problems } = checkSave(
      { collection: "team", slug: "10-naina-kapoor" },
      {
        id: 10,
        name: "Naina Kapoor",
        designation: "Advocate",
        image: "naina-kapoor",
        email: "naina.kapoor@example.in",
        education: ["LL.B."],
        barAdmission: "Bar Council of Delhi, 2024",
        body: 'She practises in arbitration under the <Authority kind="act" name="Arbitration and Conciliation Act" year="1996">Act</Authority>; see [the team](/team).',
      },
    );
    expect(problems).toEqual([]);
  });
});
