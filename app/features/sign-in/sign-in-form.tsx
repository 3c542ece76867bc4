import { type FormEvent, useState } from "react";
import { href } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { PendingButton } from "~/components/ui/pending-button";
import { toast } from "~/components/ui/toast-store";
import { site } from "~/config/site";
import { localizedPath } from "~/lib/i18n/locale";
import { MixedText } from "~/lib/i18n/mixed-text";
import { useLocale, useMessage, useT } from "~/lib/i18n/translations";
import { useHydrated } from "~/lib/use-hydrated";
import { SIGN_IN_DELAY_MS, type SignInField, signInRoles, signInRules, validateSignIn } from "./sign-in-schema";

type Messages = Partial<Record<SignInField, string[]>>;

/** What the form would send, as the rules read it. */
function valuesOf(form: HTMLFormElement): Record<SignInField, string> {
  const data = new FormData(form);
  const read = (name: SignInField) => String(data.get(name) ?? "");
  return { role: read("role"), username: read("username"), password: read("password") };
}

/**
 * The sign-in screen. There is no account system behind it: a valid submission waits, then
 * always reports failure. Nothing is sent anywhere and the password is cleared afterwards.
 *
 * Without JavaScript the browser would submit the form itself, and a form without a method puts
 * the password in the URL (history, logs, the next Referer). So the prerendered form posts, its
 * button stays disabled until the page hydrates, and a note says sign-in needs JavaScript; the
 * server answers a POST to /login with the sign-in page again and never reads the body.
 */
export function SignInForm() {
  const [errors, setErrors] = useState<Messages>({});
  // After a failed submit the messages follow each change, until the next submit.
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const t = useT();
  const inLanguage = useMessage();
  const locale = useLocale();
  const roleOptions = signInRoles.map((role) => ({ value: role, label: t(`sign-in.roles.${role}`) }));
  const messages = (field: SignInField) => (errors[field] ?? []).map(inLanguage);
  const failure = { title: t("sign-in.failedTitle"), description: t("sign-in.failedDescription") };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateSignIn(valuesOf(form));
    setErrors(found);
    // The first field, in the form's order, with a rule it breaks takes focus.
    const first = (Object.keys(signInRules) as SignInField[]).find((field) => found[field]);
    if (first) {
      setFailed(true);
      form.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    setFailed(false);
    setPending(true);
    await new Promise((resolve) => setTimeout(resolve, SIGN_IN_DELAY_MS));
    const password = form.elements.namedItem("password");
    if (password instanceof HTMLInputElement) password.value = "";
    setPending(false);
    toast({ variant: "destructive", ...failure });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (failed) setErrors(validateSignIn(valuesOf(event.currentTarget)));
  }

  return (
    <form
      method="post"
      action={localizedPath(href("/login"), locale)}
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate
      className="space-y-5 rounded-xl border border-parchment bg-white p-6 shadow-sm sm:p-8"
      aria-labelledby="sign-in-title"
    >
      <h2 id="sign-in-title" className="text-2xl font-semibold text-navy">
        {t("sign-in.formLabel", { name: site.name })}
      </h2>
      <Field id="role" label={t("sign-in.role")} errors={messages("role")}>
        {(aria) => <NativeSelect {...aria} name="role" defaultValue="" placeholder={t("sign-in.rolePlaceholder")} options={roleOptions} />}
      </Field>
      <Field id="username" label={t("sign-in.username")} errors={messages("username")}>
        {(aria) => (
          <input
            {...aria}
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className={inputClass}
          />
        )}
      </Field>
      <Field id="password" label={t("sign-in.password")} errors={messages("password")}>
        {(aria) => <input {...aria} name="password" type="password" autoComplete="current-password" className={inputClass} />}
      </Field>
      {/* Shown by CSS only where no script ran: the head script marks <html> with data-disclaimer on
          every page with JavaScript, before the first paint, so this never flashes for anyone else.
          (A <noscript> would stay hidden when scripts are blocked rather than switched off.) */}
      <p className="hidden rounded-md border border-parchment bg-ivory p-3 text-sm text-navy [html:not([data-disclaimer])_&]:block">
        <MixedText text={t("sign-in.needsScript")} />
      </p>
      <PendingButton pending={pending} disabled={!hydrated} label={t("sign-in.submit")} pendingLabel={t("sign-in.signingIn")} />
    </form>
  );
}
