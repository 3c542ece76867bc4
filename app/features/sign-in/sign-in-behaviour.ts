import type { SignInRule } from "./sign-in-schema";

/**
 * The sign-in form without React (docs/decisions/0030-the-layout-without-react.md). There is no
 * account system behind it: a valid submission shows its loading state for the spec's 3 s, clears
 * the password and raises the destructive toast; nothing is sent anywhere. An invalid one shows
 * every broken rule's message under its field and focuses the first such field; after that the
 * messages follow every change, until the next submit. The page writes this script right after the
 * form, so the button it enables works as soon as it shows. Sent as its own source text with the
 * page (app/lib/page-script.ts), so it uses nothing from outside its body.
 */
export type SignInBehaviourOptions = {
  formId: string;
  /** Each field's id (its name too) with its rules, in the form's order; messages in the page's language. */
  fields: readonly { id: string; rules: readonly SignInRule[] }[];
  delayMs: number;
  /** The <template> holding the toast, and the list the toast goes in. */
  toastTemplateId: string;
  toastListId: string;
  /** The spec: a dismissed toast is removed after this long; a toast swiped this far right is dismissed. */
  toastRemoveDelayMs: number;
  swipeThresholdPx: number;
};

export function signInBehaviour(options: SignInBehaviourOptions): void {
  const form = document.getElementById(options.formId);
  if (!(form instanceof HTMLFormElement)) return;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const toastList = document.getElementById(options.toastListId);
  let failed = false;
  let pending = false;

  const holds = (rule: SignInRule, value: string) =>
    "oneOf" in rule
      ? rule.oneOf.includes(value)
      : "minLength" in rule
        ? value.length >= rule.minLength
        : "maxLength" in rule
          ? value.length <= rule.maxLength
          : new RegExp(rule.contains).test(value);

  /** Writes each field's broken rules under it; returns the first field with any. */
  const check = (): HTMLElement | null => {
    let first: HTMLElement | null = null;
    for (const { id, rules } of options.fields) {
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
  };

  // The button's own words, and the template of what it shows while the sign-in waits.
  const waiting = button?.querySelector("template");
  const idle = button ? [...button.childNodes].filter((node) => node !== waiting) : [];
  const setPending = (next: boolean) => {
    pending = next;
    if (!button || !waiting) return;
    button.disabled = next;
    button.setAttribute("aria-busy", String(next));
    button.replaceChildren(...(next ? [waiting.content.cloneNode(true)] : idle), waiting);
  };

  const dismiss = (toast: HTMLElement) => {
    if (toast.dataset.state === "closed") return;
    toast.dataset.state = "closed";
    toast.hidden = true;
    setTimeout(() => toast.remove(), options.toastRemoveDelayMs);
  };

  // One toast at a time: a new one takes the place of the one before, dismissed or not.
  const raiseToast = () => {
    const template = document.getElementById(options.toastTemplateId);
    const toast = template instanceof HTMLTemplateElement ? template.content.firstElementChild?.cloneNode(true) : null;
    if (!toastList || !(toast instanceof HTMLElement)) return;
    toastList.replaceChildren(toast);
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (pending) return;
    const first = check();
    failed = first !== null;
    if (first) return first.focus();
    setPending(true);
    setTimeout(() => {
      const password = form.elements.namedItem("password");
      if (password instanceof HTMLInputElement) password.value = "";
      setPending(false);
      raiseToast();
    }, options.delayMs);
  });
  const recheck = () => {
    if (failed) check();
  };
  form.addEventListener("input", recheck);
  form.addEventListener("change", recheck);

  // The toast: its button and Escape dismiss it, F8 takes focus to it, and a swipe to the right dismisses it.
  if (toastList) {
    toastList.addEventListener("click", (event) => {
      const close = (event.target as Element).closest("[data-toast-close]");
      const toast = close?.closest<HTMLElement>("[data-state]");
      if (toast) dismiss(toast);
    });
    toastList.addEventListener("keydown", (event) => {
      const toast = (event.target as Element).closest<HTMLElement>("[data-state]");
      if (event.key === "Escape" && toast) dismiss(toast);
    });
    let swipe: { toast: HTMLElement; x: number; id: number } | null = null;
    toastList.addEventListener("pointerdown", (event) => {
      const toast = (event.target as Element).closest<HTMLElement>("[data-state]");
      if (!toast || (event.target as Element).closest("button")) return;
      swipe = { toast, x: event.clientX, id: event.pointerId };
      toast.setPointerCapture(event.pointerId);
    });
    toastList.addEventListener("pointermove", (event) => {
      if (swipe?.id !== event.pointerId) return;
      swipe.toast.style.transform = `translateX(${Math.max(0, event.clientX - swipe.x)}px)`;
    });
    const endSwipe = (event: PointerEvent) => {
      if (swipe?.id !== event.pointerId) return;
      const { toast, x } = swipe;
      swipe = null;
      toast.style.transform = "";
      if (event.type === "pointerup" && event.clientX - x >= options.swipeThresholdPx) dismiss(toast);
    };
    toastList.addEventListener("pointerup", endSwipe);
    toastList.addEventListener("pointercancel", endSwipe);
  }
  document.addEventListener("keydown", (event) => {
    if (event.key === "F8") toastList?.querySelector<HTMLElement>('[data-state="open"]')?.focus();
  });

  // The button is disabled in the HTML, so that without script the form cannot be sent: now it works.
  setPending(false);
}
