/**
 * Content is data (docs/decisions/0036): each hostile form an editor could write is a fixture in
 * test-support/hostile-mdx/, refused with the message that names the place and what to write
 * instead; nothing in it runs; and the firm's own content passes and renders.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { attributeNames } from "./content-components";
import { splitMdx } from "./content-tree.server";
import { mdxProblems, schemeOf } from "./mdx-check";
import { renderMdx } from "./mdx.server";
import { authoritySchema } from "./schemas";
import { edit, grownCopies, problemsOf } from "./test-support/content-edits";
import { grown } from "./test-support/grow-content";

const fixtures = "app/lib/content/test-support/hostile-mdx";
const fixture = (name: string) => readFileSync(join(fixtures, name), "utf8");

const runs = "content cannot run code.";
const components = "<Note>, <En>, <Authority>";
const active = (tag: string) => `<${tag}> would run, load or embed something in the reader's browser; ${runs} Delete it: write markdown, and ask for a component for anything more.`;
const expression = (code: string) => `\`${code}\` is an expression; ${runs} Write the text itself, such as 2 instead of {1+1}; to show a brace, write \\{ or \\}.`;
const badLink = (what: string, url: string, scheme: string) =>
  `the ${what} \`${url}\` begins ${scheme}:, which can run code or hide a file in the page. Give a web address (https://…), mailto:, tel:, or a page of this site (/publications/3).`;
const html = (tag: string) => `<${tag}> is HTML, which content does not use. Write markdown instead (**bold**, _italics_, [words](https://…), a footnote [^1]) or one of the components ${components}.`;

/** Every fixture and the build's whole answer to it. */
const refusals: Record<string, string[]> = {
  "import.mdx": [`line 1, column 1: \`import Danger from "./danger.js"\` imports code; ${runs} Delete the line: ${components} need no import.`],
  "export.mdx": [`line 3, column 1: \`export const year = 2026\` exports code; ${runs} Delete it and write the text itself; an article's data go in the fields at the top.`],
  "expression-in-text.mdx": [`line 1, column 18: ${expression("{1+1}")}`],
  "expression-on-its-own-line.mdx": [`line 3, column 1: ${expression("{globalThis.process.exit(1)}")}`],
  "comment.mdx": [`line 1, column 1: \`{/* a note for the next editor */}\` is a comment written as code; ${runs} Delete it: a note for other editors belongs outside the text.`],
  "html-comment.mdx": ["line 3, column 1: `<!-- … -->` is an HTML comment, which content does not use. Delete it: a note for other editors belongs outside the text."],
  "expression-in-attribute.mdx": [`line 1, column 7: \`title={heading}\` in <Note> is an expression; ${runs} Write the value as text: title="…".`],
  "attribute-spread.mdx": [`line 1, column 7: \`{...props}\` in <Note> spreads attributes from code; ${runs} Write each attribute as name="text".`],
  "attribute-without-value.mdx": ['line 1, column 7: `title` in <Note> has no value; write title="text".'],
  "event-handler.mdx": [`line 1, column 19: \`onClick\` in <Note> is an event handler, which runs code in the reader's browser; ${runs} Delete it.`],
  "authority-attributes.mdx": [
    `line 1, column 73: \`year={1996}\` in <Authority> is an expression; ${runs} Write the value as text: year="…".`,
    // The list is the schema's fields (kind, name, year, section, jurisdiction, court, citation, …).
    `line 1, column 85: <Authority> takes no attribute \`id\`; it takes ${attributeNames("Authority")
      .map((name) => `${name}="…"`)
      .join(", ")}.`,
  ],
  "unknown-component.mdx": [`line 1, column 7: <Video> is not a component content may use; the components are ${components}. Write markdown or one of those.`],
  "fragment.mdx": [`line 1, column 1: \`<>\` (a fragment) is code; ${runs} Delete \`<>\` and \`</>\` and keep the text between them.`],
  "script.mdx": [`line 1, column 1: ${active("script")}`],
  "style.mdx": [`line 1, column 1: ${active("style")}`],
  "iframe.mdx": [`line 1, column 1: ${active("iframe")}`],
  "object-and-embed.mdx": [`line 1, column 1: ${active("object")}`, `line 3, column 1: ${active("embed")}`],
  "harmless-html.mdx": [`line 1, column 10: ${html("sup")}`, `line 1, column 29: ${html("br")}`],
  "javascript-link.mdx": [`line 1, column 6: ${badLink("link", "javascript:alert(1)", "javascript")}`],
  "disguised-and-data-links.mdx": [
    `line 1, column 3: ${badLink("link", "JaVa ScRiPt:alert(1)", "javascript")}`,
    `line 1, column 53: ${badLink("link", "data:text/html;base64,PHNjcmlwdD4=", "data")}`,
  ],
  "vbscript-reference.mdx": [`line 3, column 1: ${badLink("link", "vbscript:msgbox(1)", "vbscript")}`],
  "data-image.mdx": [`line 1, column 1: ${badLink("picture's address", "data:image/svg+xml,%3Csvg%20onload=alert(1)%3E", "data")}`],
  "several-at-once.mdx": [
    `line 1, column 5: ${expression("{1+1}")}`,
    `line 1, column 15: ${active("script")}`,
    `line 1, column 38: ${badLink("link", "javascript:x", "javascript")}`,
    `line 1, column 66: \`onMouseOver\` in <Note> is an event handler, which runs code in the reader's browser; ${runs} Delete it.`,
    `line 3, column 1: <Widget.Inner> is not a component content may use; the components are ${components}. Write markdown or one of those.`,
  ],
};

describe("hostile MDX", () => {
  it("has a message for every fixture, and a fixture for every message", () => {
    expect(readdirSync(fixtures).sort()).toEqual(Object.keys(refusals).sort());
  });

  for (const [name, expected] of Object.entries(refusals)) {
    it(`${name} is refused, naming the place and what to write instead`, () => {
      expect(mdxProblems(fixture(name))).toEqual(expected);
    });
  }

  describe("never runs", () => {
    const probe = globalThis as { contentRan?: unknown };
    afterEach(() => delete probe.contentRan);

    it("not in an import, an export, an expression or an attribute, when checked or when rendered", () => {
      const hostile = [
        'import "data:text/javascript,globalThis.contentRan = 1"',
        "",
        "export const x = (globalThis.contentRan = 2)",
        "",
        "{(globalThis.contentRan = 3)}",
        "",
        "<Note title={(globalThis.contentRan = 4)}>Text</Note>",
      ].join("\n");
      expect(mdxProblems(hostile)).toHaveLength(4);
      expect(() => renderMdx(hostile, "hostile.mdx")).toThrow(/^Refused MDX in hostile\.mdx: line 1, column 1: `import /);
      expect(probe.contentRan).toBeUndefined();
    });
  });
});

describe("what content may write", () => {
  it("markdown, GFM's tables and footnotes, escaped braces and the components, with literal attributes", () => {
    const allowed = [
      "A paragraph with **bold**, _italics_, `code`, a [page](/publications/3), a [section](#facts), [mail](mailto:a@b.in), [a call](tel:+911100000000), [the Act](https://www.indiacode.nic.in/) and www.example.com.[^1]",
      "",
      "| Left | Right |",
      "|:---|---:|",
      "| a | <En>b</En> |",
      "",
      '<Note title="Why it matters">',
      "",
      'Under the <Authority kind="act" name="Arbitration and Conciliation Act" year="1996" section="section 17">Arbitration and Conciliation Act, 1996</Authority>, a \\{ brace \\} is text.',
      "",
      "</Note>",
      "",
      "[^1]: The reference.",
    ].join("\n");
    expect(mdxProblems(allowed)).toEqual([]);
    expect(renderMdx(allowed, "allowed.mdx").html).toContain('<aside class="note" role="note" aria-label="Why it matters">');
  });

  it("Authority's attributes are its schema's fields, so a field added to the schema may be written at once", () => {
    const fields = [...new Set(authoritySchema.options.flatMap((option) => Object.keys(option.shape)))];
    expect(attributeNames("Authority").sort()).toEqual(fields.sort());
    for (const field of fields) expect(mdxProblems(`<Authority kind="case" name="A v B" ${field === "kind" || field === "name" ? "" : `${field}="x"`}>A v B</Authority>`).join()).not.toMatch(/takes no attribute/);
  });

  it("reads a link's scheme as a browser does", () => {
    expect(["https://x.in", "/team/1", "#facts", "mailto:a@b.in", "tel:+91", "./x"].map(schemeOf)).toEqual(["https", null, null, "mailto", "tel", null]);
    expect([" javascript:x", "java\tscript:x", "JAVASCRIPT:x", "java\nscript:x", "\u0000data:x"].map(schemeOf)).toEqual(["javascript", "javascript", "javascript", "javascript", "data"]);
  });
});

describe("the firm's content", () => {
  const mdxFiles = ["articles", "team", "services", join("services", "hi")].flatMap((folder) =>
    readdirSync(join("content", folder))
      .filter((name) => name.endsWith(".mdx"))
      .map((name) => join("content", folder, name)),
  );

  it("passes the check and renders, every body and every update", () => {
    expect(mdxFiles.length).toBeGreaterThan(0);
    for (const file of mdxFiles) {
      const split = splitMdx(readFileSync(file, "utf8"));
      const updates = ((split?.frontmatter as { updates?: { text: string }[] }).updates ?? []).map((u) => u.text);
      for (const text of [split?.body ?? "", ...updates]) {
        expect(mdxProblems(text), file).toEqual([]);
        expect(renderMdx(text, file).html, file).toMatch(/^<p>|^<h2/);
      }
    }
  });
});

describe("the build", () => {
  const copy = grownCopies();

  it("the build names the file and its line, in the body, in an update and in a member's overview, all at once", () => {
    // The grown article and member are the tests' own (test-support/grow-content.ts), so the firm's edits never break this.
    const dir = copy();
    edit(dir, grown.article.file, "## Enforcement\n", "## Enforcement\n\nTwo and two make {1+1}.\n");
    edit(dir, grown.article.file, "A later note on the same subject", "A later <script>alert(1)</script> note on the same subject");
    edit(dir, grown.member.file, "She joined the firm in 2026.", "She [joined](javascript:alert(1)) the firm in 2026.");
    const lineOf = (file: string, text: string) =>
      readFileSync(join(dir, file), "utf8")
        .split("\n")
        .findIndex((l) => l.includes(text)) + 1;
    const articleFile = join(dir, grown.article.file).replace(`${process.cwd()}/`, "");
    const memberFile = join(dir, grown.member.file).replace(`${process.cwd()}/`, "");
    expect(problemsOf(dir)).toEqual([
      `${articleFile}: line ${lineOf(grown.article.file, "{1+1}")}, column 18: ${expression("{1+1}")}`,
      `${articleFile}: updates[0].text: line 1, column 9: ${active("script")}`,
      `${memberFile}: line ${lineOf(grown.member.file, "javascript:")}, column 5: ${badLink("link", "javascript:alert(1)", "javascript")}`,
    ]);
  });

});
