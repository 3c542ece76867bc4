import { evaluate } from "@mdx-js/mdx";
import type { Heading, Root } from "mdast";
import { toString as headingText } from "mdast-util-to-string";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import remarkGfm from "remark-gfm";
import { visit } from "unist-util-visit";
import { mdxComponents } from "~/components/content/mdx-components";
import { markAuthorities } from "./authorities.ts";
import { headingIds } from "./heading-ids.ts";
import { countWords } from "./reading-time.ts";

export type TocEntry = { id: string; text: string; depth: 2 | 3 };
export type RenderedMdx = { html: string; toc: TocEntry[]; words: number };

/** Gives every ## and ### heading a stable id and records it for the table of contents. */
function remarkHeadingIds(toc: TocEntry[]) {
  return () => (tree: Root) => {
    const idOf = headingIds();
    visit(tree, "heading", (node: Heading) => {
      const text = headingText(node);
      const id = idOf(text);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      if (node.depth === 2 || node.depth === 3) toc.push({ id, text, depth: node.depth });
    });
  };
}

/** Gives each <Authority> its anchor id, the one the index of authorities links to. */
function remarkAuthorityAnchors() {
  return (tree: Root) => {
    const { problems } = markAuthorities(tree);
    if (problems.length > 0) throw new Error(problems.join("; "));
  };
}

/**
 * Renders an MDX body to static HTML at build time. The pages ship this HTML rather than the MDX
 * runtime, so a long article costs the reader no JavaScript.
 */
export async function renderMdx(source: string, file: string): Promise<RenderedMdx> {
  const toc: TocEntry[] = [];
  try {
    const { default: Content } = await evaluate(source, {
      ...runtime,
      remarkPlugins: [remarkGfm, remarkHeadingIds(toc), remarkAuthorityAnchors],
    });
    const html = renderToStaticMarkup(createElement(Content, { components: mdxComponents }));
    const words = countWords(html.replace(/<[^>]*>/g, " "));
    return { html, toc, words };
  } catch (error) {
    throw new Error(`Invalid MDX in ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
