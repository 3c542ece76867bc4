// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { define } from "~/browser/test-support/dom";
import { ToastRegion } from "~/components/ui/toast-region-element";
import { loadPageTexts } from "~/lib/content/translations.server";
import { LocaleProvider, TranslationsProvider } from "~/lib/i18n/translations";
import { SignInForm } from "./sign-in-form";
import { SignInForm as SignInFormElement } from "./sign-in-form-element";
import { SIGN_IN_DELAY_MS } from "./sign-in-schema";

define("sign-in-form", SignInFormElement);
define("toast-region", ToastRegion);
afterEach(() => vi.useRealTimers());

/**
 * The form as the server writes it, run by its element, `<sign-in-form>`, as the site's module
 * defines it (app/browser/site.ts). The journey in Chromium walks it too (tests/e2e/site-shell.spec.ts, "sign-in").
 */
function signInPage(path: "/login" | "/hi/login" = "/login") {
  const locale = path.startsWith("/hi") ? "hi" : "en";
  const markup = renderToStaticMarkup(
    <LocaleProvider value={locale}>
      <TranslationsProvider texts={loadPageTexts(locale, "layout", "sign-in")}>
        <SignInForm />
      </TranslationsProvider>
    </LocaleProvider>,
  );
  document.body.innerHTML = markup;
  const form = document.querySelector("form")!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  const fill = (name: string, value: string) => {
    field(name).value = value;
    field(name).dispatchEvent(new Event("input", { bubbles: true }));
  };
  const submit = () => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  const messages = (name: string) => [...document.querySelectorAll(`#${name}-error li`)].map((li) => li.textContent);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  return { form, field, fill, submit, messages, button };
}

const PASSWORD_MESSAGES = [
  "must contain at least 8 characters",
  "must contain at least one uppercase character",
  "must contain at least one lowercase character",
  "must contain at least one number",
  "must contain at least one special character",
];

describe("the sign-in form", () => {
  it("is a form that posts, its button disabled in the HTML and enabled by its element", () => {
    const markup = renderToStaticMarkup(<SignInForm />);
    expect(markup).toMatch(/<form [^>]*method="post"/);
    expect(markup).toMatch(/<button type="submit" disabled=""/);
    expect(signInPage().button.disabled).toBe(false);
  });

  it("shows every broken rule under its field, marks it invalid and focuses the first", () => {
    const page = signInPage();
    page.submit();
    expect(page.messages("role")).toEqual(["cannot be empty"]);
    expect(page.messages("username")).toEqual(["must contain at least 2 characters"]);
    expect(page.messages("password")).toEqual(PASSWORD_MESSAGES);
    expect(page.field("password").getAttribute("aria-invalid")).toBe("true");
    expect(page.field("password").getAttribute("aria-describedby")).toBe("password-error");
    expect(document.activeElement).toBe(page.field("role"));
  });

  it.each([
    ["Ab1!", PASSWORD_MESSAGES[0]],
    ["abcdefg1!", PASSWORD_MESSAGES[1]],
    ["ABCDEFG1!", PASSWORD_MESSAGES[2]],
    ["Abcdefgh!", PASSWORD_MESSAGES[3]],
    ["Abcdefgh1", PASSWORD_MESSAGES[4]],
  ])("rejects the password %s with “%s” alone", (password, message) => {
    const page = signInPage();
    (page.field("role") as HTMLSelectElement).value = "advocate";
    page.fill("username", "ab");
    page.fill("password", password);
    page.submit();
    expect(page.messages("password")).toEqual([message]);
    expect(page.messages("role")).toEqual([]);
    expect(page.messages("username")).toEqual([]);
  });

  it("bounds the username to 2 to 50 characters and takes only a listed role", () => {
    const page = signInPage();
    page.fill("username", "a");
    page.submit();
    expect(page.messages("username")).toEqual(["must contain at least 2 characters"]);
    page.fill("username", "u".repeat(51));
    page.submit();
    expect(page.messages("username")).toEqual(["must contain at most 50 characters"]);
    page.fill("username", "u".repeat(50));
    expect(page.messages("username")).toEqual([]);
    (page.field("role") as HTMLSelectElement).value = "advocate";
    page.field("role").dispatchEvent(new Event("change", { bubbles: true }));
    expect(page.messages("role")).toEqual([]);
  });

  it("after a failed submit, the messages follow each change; a valid form starts the wait and sends nothing", () => {
    const page = signInPage();
    page.submit();
    page.fill("username", "rk");
    expect(page.messages("username")).toEqual([]);
    expect(page.field("username").getAttribute("aria-invalid")).toBe("false");
    expect(page.field("username").hasAttribute("aria-describedby")).toBe(false);
    (page.field("role") as HTMLSelectElement).value = "client";
    page.fill("password", "Abcdef1!");
    page.submit();
    expect(document.querySelectorAll("[id$=-error]")).toHaveLength(0);
    expect(page.button.disabled).toBe(true);
    expect(page.button.getAttribute("aria-busy")).toBe("true");
    expect(page.button.textContent).toBe("Signing in…");
    expect(page.button.querySelector("svg")).not.toBeNull();
  });

  it("waits the spec's 3 s, then clears the password, gives the button back and raises the destructive toast", () => {
    vi.useFakeTimers();
    const page = signInPage();
    (page.field("role") as HTMLSelectElement).value = "admin";
    page.fill("username", "advocate.one");
    page.fill("password", "Str0ng#Pass");
    page.submit();
    page.submit();
    vi.advanceTimersByTime(SIGN_IN_DELAY_MS - 10);
    expect(page.button.textContent).toBe("Signing in…");
    expect(document.querySelector("[role=alert]")).toBeNull();
    vi.advanceTimersByTime(10);
    expect(SIGN_IN_DELAY_MS).toBe(3000);
    expect(page.button.disabled).toBe(false);
    expect(page.button.getAttribute("aria-busy")).toBe("false");
    expect(page.button.textContent).toBe("Submit");
    expect(page.field("password").value).toBe("");
    const toasts = document.querySelectorAll('toast-region [data-toasts] > [data-state="open"]');
    expect(toasts, "one toast, though the form was sent twice while it waited").toHaveLength(1);
    expect(toasts[0]?.getAttribute("role")).toBe("alert");
    expect(toasts[0]?.getAttribute("data-variant")).toBe("destructive");
    expect(toasts[0]?.textContent).toContain("Uh Oh! Something went wrong.");
    expect(toasts[0]?.textContent).toContain("Invalid username or password.");
  });

  it("says the rules in Hindi on the Hindi page", () => {
    const page = signInPage("/hi/login");
    page.submit();
    const [message] = page.messages("role");
    expect(message).toBeTruthy();
    expect(message).not.toBe("cannot be empty");
    expect(message).toMatch(/\p{Script=Devanagari}/u);
  });
});
