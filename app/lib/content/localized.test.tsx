/**
 * The Hindi beside the English in events and media reports: the schema takes the optional "Hi"
 * fields and nothing misspelt, a Hindi page shows the Hindi where it is written and the English,
 * marked lang="en", where it is not (an entry the firm added without translating it), and the
 * glossary check reads the Hindi fields.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Shown } from "~/components/ui/shown-text";
import { loadContentTree } from "./content-tree.server";
import { localizeEvents, localizeMediaReports, shown } from "./localized";
import { eventsSchema, mediaReportsSchema } from "./schemas";
import { edit, grownCopies, problemsOf } from "./test-support/content-edits";
import { grown } from "./test-support/grow-content";

const copy = grownCopies();
const photo = { image: "a", alt: "A photo." };
const section = { id: "a", caption: "Caption", summary: "Summary.", photos: [photo] };
const report = { id: "a", title: "Title", image: "a", alt: "Alt.", excerpt: "Excerpt.", description: ["Text."] };

describe("the Hindi fields of events and media reports", () => {
  it("are optional, must not be empty, and a misspelt one is refused", () => {
    expect(eventsSchema.safeParse({ sections: [section] }).success).toBe(true);
    expect(eventsSchema.safeParse({ sections: [{ ...section, captionHi: "शीर्षक", summaryHi: "सारांश।", photos: [{ ...photo, altHi: "फोटो।" }] }] }).success).toBe(true);
    expect(eventsSchema.safeParse({ sections: [{ ...section, captionHi: " " }] }).success).toBe(false);
    expect(eventsSchema.safeParse({ sections: [{ ...section, captionHindi: "शीर्षक" }] }).success).toBe(false);
    expect(mediaReportsSchema.safeParse({ reports: [report] }).success).toBe(true);
    expect(mediaReportsSchema.safeParse({ reports: [{ ...report, titleHi: "शीर्षक", excerptHi: "अंश।", descriptionHi: ["पाठ।"] }] }).success).toBe(true);
    expect(mediaReportsSchema.safeParse({ reports: [{ ...report, descriptionHi: [] }] }).success).toBe(false);
  });

  it("a Hindi page shows the Hindi where it is written, the English flagged where it is not; an English page never flags", () => {
    expect(shown("hi", "Caption", "शीर्षक")).toEqual({ text: "शीर्षक", en: false });
    expect(shown("hi", "Caption", undefined)).toEqual({ text: "Caption", en: true });
    expect(shown("en", "Caption", "शीर्षक")).toEqual({ text: "Caption", en: false });

    // The grown copy adds an event section and a report in English only.
    const tree = loadContentTree(copy());
    const sections = localizeEvents(tree.events, "hi");
    const added = sections.find((s) => s.id === grown.eventSection.id);
    expect(added?.caption).toEqual({ text: grown.eventSection.caption, en: true });
    expect(added?.photos.every((p) => p.alt.en)).toBe(true);
    const translated = sections.find((s) => s.id !== grown.eventSection.id);
    expect(translated?.caption.en).toBe(false);
    expect(translated?.caption.text).toBe(tree.events.sections.find((s) => s.id === translated?.id)?.captionHi);

    const reports = localizeMediaReports(tree.mediaReports, "hi");
    const addedReport = reports.find((r) => r.id === grown.mediaReport.id);
    expect(addedReport?.title).toEqual({ text: grown.mediaReport.title, en: true });
    expect(addedReport?.description.every((p) => p.en)).toBe(true);
    expect(localizeMediaReports(tree.mediaReports, "en").some((r) => r.title.en || r.description.some((p) => p.en))).toBe(false);
  });

  it("the English standing in for a missing Hindi text is rendered lang=\"en\"", () => {
    expect(renderToStaticMarkup(<Shown value={{ text: "Arbitration Workshop, Gurugram", en: true }} />)).toBe(
      '<span lang="en">Arbitration Workshop, Gurugram</span>',
    );
  });

  it("an avoided form in a Hindi field fails the build, naming the file and the field", () => {
    const dir = copy();
    const first = loadContentTree("content").mediaReports.reports[0]?.titleHi ?? "";
    edit(dir, "media-reports.yaml", first, `अदालत में ${first}`);
    expect(problemsOf(dir)).toEqual([expect.stringMatching(/media-reports\.yaml: reports\[0\]\.titleHi: uses "अदालत"/)]);
  });
});
