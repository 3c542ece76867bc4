import type { Element, ElementContent, Properties } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { Heading, Paragraph, Parent, Root } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { type State, toHast } from "mdast-util-to-hast";
import { toString as headingText } from "mdast-util-to-string";
import { renderToStaticMarkup } from "react-dom/server";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { visit } from "unist-util-visit";
import { mdxComponents } from "~/components/content/mdx-components";
import { markAuthorities } from "./authorities.ts";
import { headingIds } from "./heading-ids.ts";
import { formatProblem, parseContentMdx } from "./mdx-check.ts";
import { countWords } from "./reading-time.ts";

export type TocEntry = { id: string; text: string; depth: 2 | 3 };
export type RenderedMdx = { html: string; toc: TocEntry[]; words: number };

/** Gives every ## and ### heading a stable id and records it for the table of contents. */
function headingAnchors(tree: Root): TocEntry[] {
  const toc: TocEntry[] = [];
  const idOf = headingIds();
  visit(tree, "heading", (node: Heading) => {
    const text = headingText(node);
    const id = idOf(text);
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    if (node.depth === 2 || node.depth === 3) toc.push({ id, text, depth: node.depth });
  });
  return toc;
}

/**
 * A paragraph holding nothing but components (and spaces) is the components themselves, not a <p>
 * around them: MDX's own reading (its remark-mark-and-unravel step), kept so that a line such as
 * `<Note>…</Note>` renders as it always has.
 */
function unravelComponentParagraphs(tree: Root) {
  visit(tree, "paragraph", (node: Paragraph, index, parent: Parent | undefined) => {
    if (parent === undefined || index === undefined) return;
    const blank = (child: Paragraph["children"][number]) => child.type === "text" && child.value.trim() === "";
    const onlyComponents = node.children.some((child) => child.type === "mdxJsxTextElement") && node.children.every((child) => child.type === "mdxJsxTextElement" || blank(child));
    if (!onlyComponents) return;
    const components = node.children.filter((child): child is MdxJsxTextElement => child.type === "mdxJsxTextElement");
    parent.children.splice(index, 1, ...components.map((child): MdxJsxFlowElement => ({ ...child, type: "mdxJsxFlowElement" }) as MdxJsxFlowElement));
    return index;
  });
}

/**
 * A checked component (mdx-check.ts: a name of content-components.ts, literal attributes only) as a
 * plain element named after it, which the renderer maps to mdx-components.tsx by name.
 */
function componentElement(state: State, node: MdxJsxFlowElement | MdxJsxTextElement): Element {
  const properties: Properties = {};
  for (const attribute of node.attributes) {
    if (attribute.type === "mdxJsxAttribute" && typeof attribute.value === "string") properties[attribute.name] = attribute.value;
  }
  const element: Element = { type: "element", tagName: node.name ?? "", properties, children: state.all(node) as ElementContent[] };
  state.patch(node, element);
  return element;
}

/**
 * Renders an MDX body to static HTML at build time. The text is parsed into a syntax tree and
 * checked (mdx-check.ts); the tree, not the text, becomes React elements, so nothing the content
 * says is ever run (docs/decisions/0036). The pages ship this HTML rather than any MDX runtime, so
 * a long article costs the reader no JavaScript.
 */
export function renderMdx(source: string, file: string): RenderedMdx {
  const { tree, problems } = parseContentMdx(source);
  const authorities = tree ? markAuthorities(tree).problems : [];
  if (tree === null || problems.length > 0 || authorities.length > 0) {
    throw new Error(`Refused MDX in ${file}: ${[...problems.map(formatProblem), ...authorities].join("; ")}`);
  }
  unravelComponentParagraphs(tree);
  const toc = headingAnchors(tree);
  const hast = toHast(tree, { handlers: { mdxJsxFlowElement: componentElement, mdxJsxTextElement: componentElement } });
  const html = renderToStaticMarkup(toJsxRuntime(hast, { Fragment, jsx, jsxs, components: mdxComponents }));
  const words = countWords(html.replace(/<[^>]*>/g, " "));
  return { html, toc, words };
}
