import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { islandPropsId } from "../../app/lib/island-markers.ts";
import type { ResultTemplate } from "../../server/result-pages/result-template.ts";

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/**
 * Cuts a calculator's prerendered page where a result changes it (server/result-pages/result-template.ts):
 * the page is parsed by parse5, the HTML parser of jsdom, keeping each node's place in the source,
 * and the cuts are made at the language switch's href attribute (the body's one link with an
 * `hreflang`) and around the island (its `data-island` element and its props' script right after
 * it, app/lib/island.tsx). A page without exactly one of each stops the build.
 */
export function cutResultTemplate(html: string, island: string, where: string): ResultTemplate {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const body = elementsOf(document).find((element) => element.tagName === "body");
  const one = (name: string, matches: (element: Element) => boolean) => {
    const found = body ? elementsOf(body).filter(matches) : [];
    if (found.length !== 1) throw new Error(`${where}: expected one ${name}, found ${found.length}`);
    return found[0]!;
  };
  const languageSwitch = one("link to the other language", (e) => e.tagName === "a" && has(e, "hreflang") && has(e, "href"));
  const islandElement = one("island", (e) => has(e, "data-island"));
  const propsId = islandPropsId(attribute(islandElement, "id") ?? "");
  const props = one("island's props", (e) => e.tagName === "script" && attribute(e, "id") === propsId);
  const siblings = islandElement.parentNode?.childNodes ?? [];
  if (siblings[siblings.indexOf(islandElement) + 1] !== props) throw new Error(`${where}: the island's props do not follow its element`);
  const href = languageSwitch.sourceCodeLocation?.attrs?.href;
  const start = islandElement.sourceCodeLocation?.startOffset;
  const end = props.sourceCodeLocation?.endOffset;
  if (!href || start === undefined || end === undefined || href.endOffset > start) throw new Error(`${where}: no place for a result`);
  // The attribute is cut with the space before it, which the parser leaves out of its place.
  if (html[href.startOffset - 1] !== " ") throw new Error(`${where}: the switch's href is not preceded by a space`);
  return {
    island,
    pieces: [html.slice(0, href.startOffset - 1), html.slice(href.endOffset, start), html.slice(end)],
    otherLanguage: attribute(languageSwitch, "href")!,
  };
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const has = (element: Element, name: string) => attribute(element, name) !== undefined;

/** Every element under `node`, in document order. */
function elementsOf(node: ParentNode): Element[] {
  return node.childNodes.flatMap((child) => ("tagName" in child ? [child, ...elementsOf(child)] : []));
}
