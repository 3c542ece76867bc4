import type { ToastRegion } from "~/components/ui/toast-region-element";
import { SIGN_IN_DELAY_MS, type SignInRule } from "./sign-in-schema";

/**
 * `<sign-in-form>` (sign-in-form.tsx): the sign-in form without a framework. There is no account
 * system behind it: a valid submission shows its loading state for the spec's 3 s, clears the
 * password and raises the destructive toast (the site's `<toast-region>`); nothing is sent
 * anywhere. An invalid one shows every broken rule's message under its field and focuses the
 * first such field; after that the messages follow every change, until the next submit. The form's
 * button is disabled in the HTML, so that without script the form cannot be sent: the element
 * enables it.
 *
 * Inside the element: its <form>, whose fields each sit in a `[data-field]`; the submit button,
 * whose <template> is what it shows while waiting; and the JSON of its
 * `script[type="application/json"]`: each field's rules, messages in the page's language, and the
 * toast's words (`SignInTexts`).
 */
export type SignInTexts = {
  /** Each field's id (its name too) with its rules, in the form's order. */
  fields: readonly { id: string; rules: readonly SignInRule[] }[];
  failedTitle: string;
  failedDescription: string;
};

const holds = (rule: SignInRule, value: string) =>
  "oneOf" in rule
    ? rule.oneOf.includes(value)
    : "minLength" in rule
      ? value.length >= rule.minLength
      : "maxLength" in rule
        ? value.length <= rule.maxLength
        : new RegExp(rule.contains).test(value);

export class SignInForm extends HTMLElement {
  #failed = false;
  #pending = false;
  #idle: Node[] = [];

  connectedCallback() {
    const form = this.form;
    if (!form) return;
    form.addEventListener("submit", this.#onSubmit);
    form.addEventListener("input", this.#recheck);
    form.addEventListener("change", this.#recheck);
    const button = this.#button;
    const waiting = button?.querySelector("template");
    this.#idle = button ? [...button.childNodes].filter((node) => node !== waiting) : [];
    this.#setPending(false);
  }

  disconnectedCallback() {
    const form = this.form;
    form?.removeEventListener("submit", this.#onSubmit);
    form?.removeEventListener("input", this.#recheck);
    form?.removeEventListener("change", this.#recheck);
  }

  get form(): HTMLFormElement | null {
    return this.querySelector("form");
  }

  get #button() {
    return this.form?.querySelector<HTMLButtonElement>('button[type="submit"]') ?? null;
  }

  get #texts(): SignInTexts {
    return JSON.parse(this.querySelector('script[type="application/json"]')?.textContent ?? "{}") as SignInTexts;
  }

  /** Writes each field's broken rules under it; returns the first field with any. */
  check(): HTMLElement | null {
    const form = this.form;
    if (!form) return null;
    let first: HTMLElement | null = null;
    for (const { id, rules } of this.#texts.fields) {
      const control = form.elements.namedItem(id);
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) continue;
      const messages = rules.filter((rule) => !holds(rule, control.value)).map((rule) => rule.message);
      const listId = `${id}-error`;
      let list = document.getElementById(listId);
      if (messages.length === 0) list?.remove();
      else {
        if (!list) {
          list = document.createElement("ul");
          list.id = listId;
          list.className = "space-y-0.5 text-sm font-medium text-danger";
          control.closest("[data-field]")?.append(list);
        }
        list.replaceChildren(
          ...messages.map((message) => {
            const item = document.createElement("li");
            item.textContent = message;
            return item;
          }),
        );
      }
      control.setAttribute("aria-invalid", String(messages.length > 0));
      if (messages.length > 0) control.setAttribute("aria-describedby", listId);
      else control.removeAttribute("aria-describedby");
      if (messages.length > 0) first ??= control;
    }
    return first;
  }

  #setPending(next: boolean) {
    this.#pending = next;
    const button = this.#button;
    const waiting = button?.querySelector("template");
    if (!button || !waiting) return;
    button.disabled = next;
    button.setAttribute("aria-busy", String(next));
    button.replaceChildren(...(next ? [waiting.content.cloneNode(true)] : this.#idle), waiting);
  }

  #onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (this.#pending) return;
    const first = this.check();
    this.#failed = first !== null;
    if (first) return first.focus();
    this.#setPending(true);
    setTimeout(() => {
      const password = this.form?.elements.namedItem("password");
      if (password instanceof HTMLInputElement) password.value = "";
      this.#setPending(false);
      const button = this.#button;
      const { failedTitle, failedDescription } = this.#texts;
      document
        .querySelector<ToastRegion>("toast-region")
        ?.show({ title: failedTitle, description: failedDescription, variant: "destructive" }, { keepClear: button ? [button] : [] });
    }, SIGN_IN_DELAY_MS);
  };

  #recheck = () => {
    if (this.#failed) this.check();
  };
}
