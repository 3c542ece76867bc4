import type { Run, SearchAnswer, ToSearchWorker } from "./search-answer";

/**
 * The publications' search box without React (docs/decisions/0012 and 0030). On the box's first
 * focus it starts the search worker (MiniSearch) and fetches the index for it; each change of the
 * box asks the worker again, and only the latest answer is written out. The articles' bodies, for
 * the sentence of a body-only match, are fetched the first time the worker needs them. The arrow
 * keys move between the box and the results, Escape empties the box. Sent as its own source text
 * with the page (app/lib/page-script.ts), so it uses nothing from outside its body.
 */
export type SearchBehaviourOptions = {
  workerUrl: string;
  indexPath: string;
  bodiesPath: string;
  inputId: string;
  statusId: string;
  resultsId: string;
  /** The article's address, with ":id" for its number. */
  articlePath: string;
  maxResults: number;
  texts: {
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
};

export function searchBehaviour(options: SearchBehaviourOptions): void {
  const { texts } = options;
  let worker: Worker | null = null;
  let latest = 0;
  let answered = false;
  const byId = (id: string) => document.getElementById(id);
  const fill = (template: string, values: Record<string, string | number>) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
  const setStatus = (text: string) => {
    const status = byId(options.statusId);
    if (status && status.textContent !== text) status.textContent = text;
  };
  const showResults = (items: HTMLElement[]) => {
    const list = byId(options.resultsId);
    if (!list) return;
    list.replaceChildren(...items);
    list.hidden = items.length === 0;
  };
  const fail = () => {
    setStatus(texts.failed);
    showResults([]);
  };

  const element = (tag: string, className: string, runs: readonly Run[]) => {
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
  };

  const render = (answer: SearchAnswer) => {
    if (answer.seq !== latest) return;
    const query = (byId(options.inputId) as HTMLInputElement | null)?.value.trim() ?? "";
    if (query === "") {
      setStatus("");
      return showResults([]);
    }
    if (answer.status === "failed") return fail();
    answered = true;
    const shown = answer.total > options.maxResults ? fill(texts.shown, { max: options.maxResults }) : "";
    setStatus(
      answer.total === 0
        ? fill(texts.none, { query })
        : fill(answer.total === 1 ? texts.one : texts.many, { count: answer.total, query, shown }),
    );
    showResults(
      answer.articles.map((article) => {
        const link = document.createElement("a");
        link.href = options.articlePath.replace(":id", String(article.id));
        link.className =
          "block px-4 py-3 hover:bg-ivory focus:bg-ivory focus:outline-2 focus:outline-teal [&_mark]:rounded-sm [&_mark]:bg-brass-pale [&_mark]:text-inherit";
        link.append(
          element("span", "block font-semibold text-navy", article.title),
          element("span", "mt-0.5 block text-xs tracking-wide text-slate uppercase", [[article.byline, false]]),
          element("span", "mt-1 block text-sm text-ink", article.excerpt),
        );
        if (article.sentence) {
          const sentence = element("span", "mt-1 block border-l-2 border-brass pl-3 text-sm text-slate", article.sentence);
          sentence.dataset.testid = "matched-sentence";
          sentence.prepend(element("span", "sr-only", [[texts.foundIn, false]]));
          link.append(sentence);
        }
        const item = document.createElement("li");
        item.append(link);
        return item;
      }),
    );
  };

  const send = (message: ToSearchWorker) => worker?.postMessage(message);
  const fetchText = (path: string) => fetch(path).then((response) => (response.ok ? response.text() : Promise.reject(new Error(path))));
  let bodiesAsked = false;

  const stop = () => {
    worker?.terminate();
    worker = null;
    bodiesAsked = false;
    fail();
  };

  const start = () => {
    if (worker) return true;
    try {
      worker = new Worker(options.workerUrl, { type: "module" });
    } catch {
      return false;
    }
    worker.onmessage = (event: MessageEvent<SearchAnswer>) => {
      const answer = event.data;
      if (answer.status === "ready" && answer.needsBodies && !bodiesAsked) {
        bodiesAsked = true;
        fetchText(options.bodiesPath).then(
          (bodies) => {
            send({ bodies });
            const input = byId(options.inputId) as HTMLInputElement | null;
            if (input && input.value.trim() !== "") ask(input.value);
          },
          () => undefined,
        );
      }
      render(answer);
    };
    // A worker that cannot start or breaks is dropped: the next keystroke starts a new one.
    worker.onerror = stop;
    fetchText(options.indexPath).then((index) => send({ index }), stop);
    return true;
  };

  const ask = (query: string) => {
    latest += 1;
    if (!start()) return fail();
    send({ seq: latest, query });
  };

  document.addEventListener("focusin", (event) => {
    // The first focus starts loading the index, so it is there by the first word.
    if ((event.target as Element | null)?.id === options.inputId && !worker) ask("");
  });
  document.addEventListener("input", (event) => {
    const input = event.target as HTMLInputElement | null;
    if (input?.id !== options.inputId) return;
    if (input.value.trim() === "") {
      latest += 1;
      setStatus("");
      return showResults([]);
    }
    // Until the index has answered once, say that it is coming; after that each answer is at hand.
    if (!answered) setStatus(texts.searching);
    ask(input.value);
  });
  document.addEventListener("keydown", (event) => {
    const input = byId(options.inputId) as HTMLInputElement | null;
    const target = event.target as Element | null;
    const list = byId(options.resultsId);
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
  });
}
