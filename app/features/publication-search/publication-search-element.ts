import { searchIndexPath, searchTextPath } from "~/lib/publication-search";
import { MAX_RESULTS, type Run, type SearchAnswer, type ToSearchWorker } from "./search-answer";

/**
 * `<publication-search>`: the publications' search box (publication-search.tsx; docs/decisions/0012).
 * On the box's first focus it starts the search worker (MiniSearch) and fetches the index for it;
 * each change of the box asks the worker again, and only the latest answer is written out. The
 * articles' bodies, for the sentence of a body-only match, are fetched the first time the worker
 * needs them. The arrow keys move between the box and the results, Escape empties the box.
 *
 * Inside the element: the box is its `input[type=search]`, the count its `[role=status]`, the
 * results its <ul>; its texts (`SearchTexts`) are the JSON of its `script[type="application/json"]`,
 * and `data-article-path` is an article's address with ":id" for its number. The Hindi library's box
 * names its own index and texts (`data-index-path`, `data-text-path`) and `data-language="hi"`, so
 * the worker writes its dates in Hindi.
 */
export type SearchTexts = {
  searching: string;
  failed: string;
  /** {query} */
  none: string;
  /** {query} and {shown} */
  one: string;
  /** {count}, {query} and {shown} */
  many: string;
  /** {max} */
  shown: string;
  foundIn: string;
};

/** Starts the worker; a test gives the element another. */
export type StartWorker = () => Worker;
const startSearchWorker: StartWorker = () => new Worker(new URL("./search.worker.ts", import.meta.url), { type: "module" });

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
const fetchText = (path: string) => fetch(path).then((response) => (response.ok ? response.text() : Promise.reject(new Error(path))));

export class PublicationSearch extends HTMLElement {
  startWorker: StartWorker = startSearchWorker;
  #worker: Worker | null = null;
  #latest = 0;
  #answered = false;
  #bodiesAsked = false;

  connectedCallback() {
    this.addEventListener("focusin", this.#onFocus);
    this.addEventListener("input", this.#onInput);
    this.addEventListener("keydown", this.#onKeydown);
  }

  disconnectedCallback() {
    this.removeEventListener("focusin", this.#onFocus);
    this.removeEventListener("input", this.#onInput);
    this.removeEventListener("keydown", this.#onKeydown);
    this.#worker?.terminate();
    this.#worker = null;
  }

  get #input() {
    return this.querySelector<HTMLInputElement>("input[type=search]");
  }
  get #results() {
    return this.querySelector("ul");
  }
  get #texts(): SearchTexts {
    return JSON.parse(this.querySelector('script[type="application/json"]')?.textContent ?? "{}") as SearchTexts;
  }

  #setStatus(text: string) {
    const status = this.querySelector("[role=status]");
    if (status && status.textContent !== text) status.textContent = text;
  }

  #showResults(items: HTMLElement[]) {
    const list = this.#results;
    if (!list) return;
    list.replaceChildren(...items);
    list.hidden = items.length === 0;
  }

  #fail() {
    this.#setStatus(this.#texts.failed);
    this.#showResults([]);
  }

  #render(answer: SearchAnswer) {
    if (answer.seq !== this.#latest) return;
    const texts = this.#texts;
    const query = this.#input?.value.trim() ?? "";
    if (query === "") {
      this.#setStatus("");
      return this.#showResults([]);
    }
    if (answer.status === "failed") return this.#fail();
    this.#answered = true;
    const shown = answer.total > MAX_RESULTS ? fill(texts.shown, { max: MAX_RESULTS }) : "";
    this.#setStatus(
      answer.total === 0
        ? fill(texts.none, { query })
        : fill(answer.total === 1 ? texts.one : texts.many, { count: answer.total, query, shown }),
    );
    const articlePath = this.dataset.articlePath ?? "";
    this.#showResults(
      answer.articles.map((article) => {
        const link = document.createElement("a");
        link.href = articlePath.replace(":id", String(article.id));
        link.className =
          "block px-4 py-3 hover:bg-ivory focus:bg-ivory focus:outline-2 focus:outline-teal [&_mark]:rounded-sm [&_mark]:bg-brass-pale [&_mark]:text-inherit";
        link.append(
          runsIn("span", "block font-semibold text-navy", article.title),
          runsIn("span", "mt-0.5 block text-xs tracking-wide text-slate uppercase", [[article.byline, false]]),
          runsIn("span", "mt-1 block text-sm text-ink", article.excerpt),
        );
        if (article.sentence) {
          const sentence = runsIn("span", "mt-1 block border-l-2 border-brass pl-3 text-sm text-slate", article.sentence);
          sentence.dataset.testid = "matched-sentence";
          sentence.prepend(runsIn("span", "sr-only", [[texts.foundIn, false]]));
          link.append(sentence);
        }
        const item = document.createElement("li");
        item.append(link);
        return item;
      }),
    );
  }

  #send(message: ToSearchWorker) {
    this.#worker?.postMessage(message);
  }

  #stop = () => {
    this.#worker?.terminate();
    this.#worker = null;
    this.#bodiesAsked = false;
    this.#fail();
  };

  #start(): boolean {
    if (this.#worker) return true;
    let worker: Worker;
    try {
      worker = this.startWorker();
    } catch {
      return false;
    }
    this.#worker = worker;
    worker.onmessage = (event: MessageEvent<SearchAnswer>) => {
      const answer = event.data;
      if (answer.status === "ready" && answer.needsBodies && !this.#bodiesAsked) {
        this.#bodiesAsked = true;
        fetchText(this.dataset.textPath ?? searchTextPath).then(
          (bodies) => {
            this.#send({ bodies });
            const value = this.#input?.value ?? "";
            if (value.trim() !== "") this.#ask(value);
          },
          () => undefined,
        );
      }
      this.#render(answer);
    };
    // A worker that cannot start or breaks is dropped: the next keystroke starts a new one.
    worker.onerror = this.#stop;
    const language = this.dataset.language === "hi" ? "hi" : "en";
    fetchText(this.dataset.indexPath ?? searchIndexPath).then((index) => this.#send({ index, language }), this.#stop);
    return true;
  }

  #ask(query: string) {
    this.#latest += 1;
    if (!this.#start()) return this.#fail();
    this.#send({ seq: this.#latest, query });
  }

  #onFocus = (event: FocusEvent) => {
    // The first focus starts loading the index, so it is there by the first word.
    if (event.target === this.#input && !this.#worker) this.#ask("");
  };

  #onInput = (event: Event) => {
    const input = this.#input;
    if (event.target !== input || !input) return;
    if (input.value.trim() === "") {
      this.#latest += 1;
      this.#setStatus("");
      return this.#showResults([]);
    }
    // Until the index has answered once, say that it is coming; after that each answer is at hand.
    if (!this.#answered) this.#setStatus(this.#texts.searching);
    this.#ask(input.value);
  };

  #onKeydown = (event: KeyboardEvent) => {
    const input = this.#input;
    const list = this.#results;
    const target = event.target as Element | null;
    if (!input || !list || !(target === input || list.contains(target))) return;
    const links = [...list.querySelectorAll("a")];
    const current = links.indexOf(target as HTMLAnchorElement);
    if (event.key === "ArrowDown") links[Math.min(current + 1, links.length - 1)]?.focus();
    else if (event.key === "ArrowUp") (current <= 0 ? input : links[current - 1])?.focus();
    else if (event.key === "Escape" && input.value !== "") {
      input.value = "";
      input.dispatchEvent(new Event("input", { bubbles: true }));
    } else return;
    event.preventDefault();
  };
}

/** An element holding text runs, the marked ones in <mark>. */
function runsIn(tag: string, className: string, runs: readonly Run[]): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  for (const [text, marked] of runs) {
    if (!marked) {
      node.append(text);
      continue;
    }
    const mark = document.createElement("mark");
    mark.textContent = text;
    node.append(mark);
  }
  return node;
}
