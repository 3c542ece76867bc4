import type { Heading } from "mdast";
import { toString as textOf } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { loadContentTree } from "./content-tree.server";
import { headingIds, headingSlug } from "./heading-ids";
import { parseContentMdx } from "./mdx-check";

// The rule the English ids were made by before the slugger (ASCII letters and digits only); every
// English heading must keep the id it gave, so links to an English section keep working.
const asciiSlug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

function headingTexts(body: string): string[] {
  const { tree } = parseContentMdx(body);
  const texts: string[] = [];
  if (tree) visit(tree, "heading", (node: Heading) => void texts.push(textOf(node)));
  return texts;
}

const tree = loadContentTree();
const english = [...tree.articles, ...tree.services].flatMap((entry) => headingTexts(entry.body).map((text) => ({ file: entry.file, text })));
const hindi = tree.hindi.services.flatMap((entry) => headingTexts(entry.body).map((text) => ({ file: entry.file, text })));

describe("heading ids", () => {
  it("keep every English heading's id as it was", () => {
    expect(english.length).toBeGreaterThan(0);
    const changed = english.filter(({ text }) => headingSlug(text) !== asciiSlug(text));
    expect(changed).toEqual([]);
  });

  it("give a Hindi heading its Hindi words", () => {
    expect(hindi.length).toBeGreaterThan(0);
    const meaningless = hindi.filter(({ text }) => !/[\u0900-\u097F]/.test(headingSlug(text)));
    expect(meaningless).toEqual([]);
    expect(headingSlug("सरफेसी अधिनियम के अधीन गिरवी या बंधक संपत्ति (प्रतिभूति) का प्रवर्तन")).toBe(
      "सरफेसी-अधिनियम-के-अधीन-गिरवी-या-बंधक-संपत्ति-प्रतिभूति-का-प्रवर्तन",
    );
    expect(headingSlug("Section 29A — the time limit (12 + 6 months)")).toBe("section-29a-the-time-limit-12-6-months");
  });

  it("number a repeated heading -2, -3", () => {
    const idOf = headingIds();
    expect([idOf("ऋण वसूली"), idOf("ऋण वसूली"), idOf("ऋण वसूली"), idOf("!!")]).toEqual(["ऋण-वसूली", "ऋण-वसूली-2", "ऋण-वसूली-3", "section"]);
  });
});
