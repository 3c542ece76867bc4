/**
 * The two languages stay in step: a text added in English and not in Hindi (or the reverse), a
 * placeholder lost in translation, a missing Hindi page and a term the glossary rules out all fail
 * the build with the file and the key named.
 */
import { describe, expect, it } from "vitest";
import { flattenTranslations, loadContentTree } from "./content-tree.server";
import { edit, grownCopies, problemsOf } from "./test-support/content-edits";

const copy = grownCopies();

describe("the translation files", () => {
  it("have the same keys in both languages", () => {
    const tree = loadContentTree("content");
    for (const kind of Object.keys(tree.translations.en) as (keyof typeof tree.translations.en)[]) {
      expect(Object.keys(tree.translations.hi[kind]).sort(), kind).toEqual(Object.keys(tree.translations.en[kind]).sort());
    }
  });

  it("fail when English has a text that Hindi lacks", () => {
    const dir = copy();
    edit(dir, "translations/en/layout.yaml", 'skipToContent: "Skip to content"', 'skipToContent: "Skip to content"\nbackToTop: "Back to top"');
    expect(problemsOf(dir)).toEqual([expect.stringMatching(/translations\/hi\/layout\.yaml: backToTop: missing; expected the Hindi of "Back to top"/)]);
  });

  it("fail when Hindi has a text that English lacks, or drops a placeholder", () => {
    const dir = copy();
    edit(dir, "translations/hi/layout.yaml", 'homeLabel: "{name}, मुख्य पृष्ठ"', 'homeLabel: "मुख्य पृष्ठ"\nextra: "अतिरिक्त"');
    const problems = problemsOf(dir);
    expect(problems).toContainEqual(expect.stringMatching(/homeLabel: expected the placeholders of the English text \(\{name\}\); found \{\}/));
    expect(problems).toContainEqual(expect.stringMatching(/extra: not in translations\/en\/layout\.yaml/));
  });

  it("fail when a Hindi page is missing a field its English page has", () => {
    const dir = copy();
    edit(dir, "pages/hi/contact.yaml", 'officeHeading: "कॉर्पोरेट कार्यालय का पता"\n', "");
    expect(problemsOf(dir)).toEqual([expect.stringMatching(/pages\/hi\/contact\.yaml: officeHeading/)]);
  });

  it("fail when a Hindi text uses a form the glossary rules out", () => {
    const dir = copy();
    edit(dir, "pages/hi/career.yaml", "मुकदमों, माध्यस्थम्", "मुकदमों, मध्यस्थता न्यायाधिकरण");
    expect(problemsOf(dir)).toContainEqual(
      expect.stringMatching(
        /pages\/hi\/career\.yaml: lateralHiring\.paragraphs\[0\]: uses "न्यायाधिकरण"; the glossary \(glossary\.yaml\) writes "अधिकरण" for "tribunal"/,
      ),
    );
  });
});

describe("flattenTranslations", () => {
  it("names nested texts by their path", () => {
    expect(flattenTranslations({ nav: { home: "Home", deep: { x: "X" } }, top: "T" })).toEqual({ "nav.home": "Home", "nav.deep.x": "X", top: "T" });
  });
});
