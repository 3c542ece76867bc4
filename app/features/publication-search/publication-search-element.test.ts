// @vitest-environment jsdom
import { fireEvent, getByRole, waitFor } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { define } from "~/browser/test-support/dom";
import { searchIndexPath, searchTextPath } from "~/lib/publication-search";
import { PublicationSearch, type SearchTexts } from "./publication-search-element";
import { type FoundArticle, MAX_RESULTS, type SearchAnswer, type ToSearchWorker } from "./search-answer";

define("publication-search", PublicationSearch);

const texts: SearchTexts = {
  searching: "Searching…",
  failed: "The search could not be loaded.",
  none: "No articles match “{query}”.",
  one: "1 article matches “{query}”{shown}.",
  many: "{count} articles match “{query}”{shown}.",
  shown: ", the first {max} shown",
  foundIn: "Found in the text: ",
};

/** The worker's side of the conversation, answered by the test. */
class FakeWorker {
  static last: FakeWorker | null = null;
  received: ToSearchWorker[] = [];
  onmessage: ((event: MessageEvent<SearchAnswer>) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(message: ToSearchWorker) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(answer: SearchAnswer) {
    this.onmessage?.({ data: answer } as MessageEvent<SearchAnswer>);
  }
  get lastQuestion() {
    return this.received.filter((m): m is { seq: number; query: string } => "seq" in m).at(-1);
  }
}

const article = (id: number, sentence?: string): FoundArticle => ({
  id,
  title: [[`Article ${id}`, false]],
  byline: "1 May 2026 · A. Author",
  excerpt: [
    ["About ", false],
    ["seat", true],
  ],
  sentence: sentence ? [[sentence, true]] : null,
});

function searchBox(attributes = 'data-article-path="/publications/:id"') {
  document.body.innerHTML = `<publication-search role="search" ${attributes}>
    <input id="q" type="search"><p role="status"></p><ul hidden></ul>
    <script type="application/json">${JSON.stringify(texts)}</script></publication-search>`;
  const element = document.querySelector("publication-search") as PublicationSearch;
  element.startWorker = () => new FakeWorker() as unknown as Worker;
  const input = getByRole(element, "searchbox") as HTMLInputElement;
  const type = (value: string) => fireEvent.input(input, { target: { value } });
  return { element, input, type, status: () => getByRole(element, "status").textContent, list: element.querySelector("ul")! };
}

const fetched: string[] = [];
beforeEach(() => {
  fetched.length = 0;
  vi.stubGlobal("fetch", (path: string) => {
    fetched.push(path);
    return Promise.resolve({ ok: true, text: () => Promise.resolve(`text of ${path}`) });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("<publication-search>", () => {
  it("on the box's first focus starts the worker and hands it the index", async () => {
    const { input } = searchBox();
    input.focus();
    expect(FakeWorker.last).not.toBeNull();
    await waitFor(() => expect(FakeWorker.last?.received).toContainEqual({ index: `text of ${searchIndexPath}`, language: "en" }));
    expect(fetched).toEqual([searchIndexPath]);
  });

  it("the Hindi library's box fetches its own index and has its dates written in Hindi", async () => {
    const { input } = searchBox(
      'data-article-path="/hi/publications/:id" data-index-path="/hi/publications/search-index.json" data-text-path="/hi/publications/search-text.json" data-language="hi"',
    );
    input.focus();
    await waitFor(() =>
      expect(FakeWorker.last?.received).toContainEqual({ index: "text of /hi/publications/search-index.json", language: "hi" }),
    );
    expect(fetched).toEqual(["/hi/publications/search-index.json"]);
  });

  it("says it is searching until the first answer, then writes only the latest answer's results, linked", () => {
    const { input, type, status, list } = searchBox();
    input.focus();
    const worker = FakeWorker.last!;
    type("se");
    expect(status()).toBe("Searching…");
    const first = worker.lastQuestion!.seq;
    type("seat");
    worker.answer({ seq: first, status: "ready", total: 1, articles: [article(1)], needsBodies: false });
    expect(list.hidden, "an answer to an older question is dropped").toBe(true);
    worker.answer({ seq: worker.lastQuestion!.seq, status: "ready", total: 2, articles: [article(4), article(7)], needsBodies: false });
    expect(status()).toBe("2 articles match “seat”.");
    expect(list.hidden).toBe(false);
    const links = [...list.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/publications/4", "/publications/7"]);
    expect(links[0]?.querySelector("mark")?.textContent).toBe("seat");
  });

  it("counts beyond the results shown, and says when nothing matches", () => {
    const { input, type, status } = searchBox();
    input.focus();
    const worker = FakeWorker.last!;
    type("law");
    worker.answer({ seq: worker.lastQuestion!.seq, status: "ready", total: MAX_RESULTS + 3, articles: [article(1)], needsBodies: false });
    expect(status()).toBe(`${MAX_RESULTS + 3} articles match “law”, the first ${MAX_RESULTS} shown.`);
    type("zzz");
    worker.answer({ seq: worker.lastQuestion!.seq, status: "ready", total: 0, articles: [], needsBodies: false });
    expect(status()).toBe("No articles match “zzz”.");
  });

  it("fetches the bodies once when a body-only match needs its sentence, and asks again", async () => {
    const { input, type } = searchBox();
    input.focus();
    const worker = FakeWorker.last!;
    type("arbitral");
    worker.answer({
      seq: worker.lastQuestion!.seq,
      status: "ready",
      total: 1,
      articles: [article(2, "an arbitral seat")],
      needsBodies: true,
    });
    await waitFor(() => expect(worker.received).toContainEqual({ bodies: `text of ${searchTextPath}` }));
    expect(worker.lastQuestion?.query).toBe("arbitral");
    worker.answer({
      seq: worker.lastQuestion!.seq,
      status: "ready",
      total: 1,
      articles: [article(2, "an arbitral seat")],
      needsBodies: true,
    });
    expect(fetched.filter((path) => path === searchTextPath)).toHaveLength(1);
  });

  it("moves between the box and the results with the arrow keys, and Escape empties the box", () => {
    const { input, type, list, status } = searchBox();
    input.focus();
    const worker = FakeWorker.last!;
    type("seat");
    worker.answer({ seq: worker.lastQuestion!.seq, status: "ready", total: 2, articles: [article(4), article(7)], needsBodies: false });
    const links = [...list.querySelectorAll("a")];
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: "ArrowDown" });
    fireEvent.keyDown(links[1]!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: "ArrowUp" });
    fireEvent.keyDown(links[0]!, { key: "ArrowUp" });
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.value).toBe("");
    expect(list.hidden).toBe(true);
    expect(status()).toBe("");
  });

  it("says the search could not be loaded when the worker fails, and starts a new one on the next keystroke", () => {
    const { input, type, status } = searchBox();
    input.focus();
    const broken = FakeWorker.last!;
    broken.onerror?.();
    expect(broken.terminated).toBe(true);
    expect(status()).toBe(texts.failed);
    type("seat");
    expect(FakeWorker.last).not.toBe(broken);
  });
});
