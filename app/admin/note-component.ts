/**
 * The `<Note title="…">…</Note>` box of content/README.md as an editing box in the article body:
 * the editor shows a form (heading, text) and writes the tag exactly as the guide does, one line
 * for the opening tag, the text, then the closing tag.
 */
export type NoteFields = { title?: string; text?: string };

const pattern = /^<Note(?: title="([^"]*)")?>\n?([\s\S]*?)\n?<\/Note>$/m;

export const noteComponent = {
  id: "note",
  label: "Note box",
  fields: [
    { name: "title", label: "Heading (optional)", widget: "string", required: false },
    { name: "text", label: "Text", widget: "markdown" },
  ],
  pattern,
  fromBlock(match: RegExpMatchArray): NoteFields {
    return { title: match[1] || undefined, text: (match[2] ?? "").trim() };
  },
  toBlock({ title, text }: NoteFields): string {
    const opening = title?.trim() ? `<Note title="${title.trim().replaceAll('"', "'")}">` : "<Note>";
    return `${opening}\n${(text ?? "").trim()}\n</Note>`;
  },
  toPreview({ title, text }: NoteFields): string {
    const escape = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    return `<aside><strong>${escape(title ?? "Note")}</strong><p>${escape(text ?? "")}</p></aside>`;
  },
};
