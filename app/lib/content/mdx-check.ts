/**
 * Content is data (docs/decisions/0036): an MDX text is parsed into a syntax tree and checked, and
 * nothing in it ever runs. The check allows markdown (with GFM's tables, footnotes and autolinks)
 * and the components of content-components.ts with literal attributes; it refuses code (import,
 * export, {expressions}, attribute spreads), HTML tags, other components, event handlers and links
 * to anything but a web address, mail, phone or this site.
 *
 * Pure and browser-safe: the build (content-tree.server.ts, mdx.server.ts) and the browser editor's
 * save check (app/admin/entry-rules.ts) run this same module, so the editor refuses a save with the
 * message the build would give.
 */
import type { Root } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import type { Node } from "unist";
import { visit } from "unist-util-visit";
import { markAuthorities } from "./authorities.ts";
import { attributeNames, contentComponents, isContentComponent } from "./content-components.ts";

/** One refusal: where in the text (1-based, as an editor counts) and what to write instead. */
export type MdxProblem = { line: number; column: number; message: string };

/** "line 12, column 3: …": the build names the file before it and counts lines from the file's top. */
export function formatProblem({ line, column, message }: MdxProblem): string {
  return `line ${line}, column ${column}: ${message}`;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

const componentList = Object.keys(contentComponents)
  .map((name) => `<${name}>`)
  .join(", ");

/** Tags that would run, load, embed or submit something in the reader's browser. */
const activeTags = new Set([
  "script", "style", "link", "meta", "base", "iframe", "frame", "frameset", "object", "embed", "applet", "portal",
  "form", "input", "button", "select", "textarea", "svg", "math", "template", "noscript", "img", "picture", "video",
  "audio", "source", "track", "canvas",
]); // prettier-ignore

/** The link schemes a reader's browser only navigates by; anything else (javascript:, data:, vbscript:) is refused. */
const safeSchemes = new Set(["http", "https", "mailto", "tel"]);

const say = {
  esm: (code: string) =>
    code.trimStart().startsWith("import")
      ? `\`${code}\` imports code; content cannot run code. Delete the line: ${componentList} need no import.`
      : `\`${code}\` exports code; content cannot run code. Delete it and write the text itself; an article's data go in the fields at the top.`,
  expression: (code: string) =>
    /^\{\s*\/\*[\s\S]*\*\/\s*\}$/.test(code)
      ? `\`${code}\` is a comment written as code; content cannot run code. Delete it: a note for other editors belongs outside the text.`
      : `\`${code}\` is an expression; content cannot run code. Write the text itself, such as 2 instead of {1+1}; to show a brace, write \\{ or \\}.`,
  attributeExpression: (tag: string, code: string, name: string) =>
    `\`${code}\` in <${tag}> is an expression; content cannot run code. Write the value as text: ${name}="…".`,
  spread: (tag: string, code: string) =>
    `\`${code}\` in <${tag}> spreads attributes from code; content cannot run code. Write each attribute as name="text".`,
  eventHandler: (tag: string, name: string) =>
    `\`${name}\` in <${tag}> is an event handler, which runs code in the reader's browser; content cannot run code. Delete it.`,
  unknownAttribute: (tag: string, name: string, allowed: string[]) =>
    `<${tag}> takes no attribute \`${name}\`; ${allowed.length > 0 ? `it takes ${allowed.map((a) => `${a}="…"`).join(", ")}` : "write it without attributes"}.`,
  emptyAttribute: (tag: string, name: string) => `\`${name}\` in <${tag}> has no value; write ${name}="text".`,
  fragment: () => `\`<>\` (a fragment) is code; content cannot run code. Delete \`<>\` and \`</>\` and keep the text between them.`,
  activeTag: (tag: string) =>
    `<${tag}> would run, load or embed something in the reader's browser; content cannot run code. Delete it: write markdown, and ask for a component for anything more.`,
  htmlTag: (tag: string) =>
    `<${tag}> is HTML, which content does not use. Write markdown instead (**bold**, _italics_, [words](https://…), a footnote [^1]) or one of the components ${componentList}.`,
  unknownComponent: (tag: string) => `<${tag}> is not a component content may use; the components are ${componentList}. Write markdown or one of those.`,
  url: (what: string, url: string, scheme: string) =>
    `the ${what} \`${url}\` begins ${scheme}:, which can run code or hide a file in the page. Give a web address (https://…), mailto:, tel:, or a page of this site (/publications/3).`,
  htmlComment: () => `\`<!-- … -->\` is an HTML comment, which content does not use. Delete it: a note for other editors belongs outside the text.`,
  syntax: (reason: string) =>
    `not valid MDX: ${reason.replace(/\.?$/, ".")} MDX reads \`{\`, \`}\` and \`<\` as code: in prose write \\{, \\} and \\< (or "less than"), and close every component you open.`,
};

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine;
}

/**
 * The scheme of a link as a browser reads it. A browser drops tabs and newlines anywhere in an
 * address and spaces and control characters at its ends; all of them are dropped here, so that a
 * disguised `java&#9;script:` is read as what it is.
 */
export function schemeOf(url: string): string | null {
  const squeezed = url.replace(/[\u0000-\u0020\u007f]/g, "");
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed);
  return match ? (match[1] ?? "").toLowerCase() : null;
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

function checkJsx(node: Jsx, code: (node: Node | { position?: Node["position"] }) => string, refuse: (at: Node, message: string) => void) {
  if (node.name === null) return refuse(node, say.fragment());
  const tag = node.name;
  if (!isContentComponent(tag)) {
    if (/^[a-z][a-z0-9-]*$/.test(tag)) return refuse(node, activeTags.has(tag) ? say.activeTag(tag) : say.htmlTag(tag));
    return refuse(node, say.unknownComponent(tag));
  }
  const allowed = attributeNames(tag);
  for (const attribute of node.attributes) {
    const at = attribute.position ? attribute : node;
    if (attribute.type === "mdxJsxExpressionAttribute") {
      refuse(at, say.spread(tag, shorten(code(attribute))));
    } else if (/^on/i.test(attribute.name)) {
      refuse(at, say.eventHandler(tag, attribute.name));
    } else if (!allowed.includes(attribute.name)) {
      refuse(at, say.unknownAttribute(tag, attribute.name, allowed));
    } else if (attribute.value === null || attribute.value === undefined) {
      refuse(at, say.emptyAttribute(tag, attribute.name));
    } else if (typeof attribute.value !== "string") {
      refuse(at, say.attributeExpression(tag, shorten(code(attribute)), attribute.name));
    }
  }
}

/**
 * Parses an MDX text and checks it: every problem in it, in the order of the text, each naming
 * the line and column (counted from the text's first line) and what to write instead. The tree is
 * null when the text does not parse; then the one problem is where parsing stopped.
 */
export function parseContentMdx(source: string): { tree: Root | null; problems: MdxProblem[] } {
  let tree: Root;
  try {
    tree = parser.parse(source);
  } catch (error) {
    // micromark stops at the first thing it cannot read and says where (a VFileMessage).
    const place = (error as { line?: number; column?: number; reason?: string }) ?? {};
    const reason = place.reason ?? (error instanceof Error ? error.message : String(error));
    const line = place.line ?? 1;
    const column = place.column ?? 1;
    const comment = source.split("\n")[line - 1]?.slice(Math.max(0, column - 2)).startsWith("<!--") ?? false;
    return { tree: null, problems: [comment ? { line, column: column - 1, message: say.htmlComment() } : { line, column, message: say.syntax(reason) }] };
  }
  const problems: MdxProblem[] = [];
  const refuse = (at: Node, message: string) => problems.push({ line: at.position?.start.line ?? 1, column: at.position?.start.column ?? 1, message });
  const code = (at: { position?: Node["position"] }) => source.slice(at.position?.start.offset ?? 0, at.position?.end.offset ?? 0);
  visit(tree, (node) => {
    switch (node.type) {
      case "mdxjsEsm":
        refuse(node, say.esm(shorten(node.value)));
        break;
      case "mdxFlowExpression":
      case "mdxTextExpression":
        refuse(node, say.expression(shorten(code(node))));
        break;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        checkJsx(node, code, refuse);
        break;
      case "link":
      case "image":
      case "definition": {
        const scheme = schemeOf(node.url);
        if (scheme !== null && !safeSchemes.has(scheme)) refuse(node, say.url(node.type === "image" ? "picture's address" : "link", shorten(node.url), scheme));
        break;
      }
    }
  });
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { tree, problems };
}

/**
 * Every problem the build would find in an MDX text, as it words them: the content check's, then
 * the <Authority> marks' (their attributes checked against the authority schema). Empty when the
 * text is fine.
 */
export function mdxProblems(source: string): string[] {
  const { tree, problems } = parseContentMdx(source);
  const checked = problems.map(formatProblem);
  if (tree === null) return checked;
  return [...checked, ...markAuthorities(tree).problems];
}
