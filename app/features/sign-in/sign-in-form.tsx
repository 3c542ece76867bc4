import { href } from "react-router";
import { type FieldError, type Resolver, useForm } from "react-hook-form";
import { Field, inputClass } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { PendingButton } from "~/components/ui/pending-button";
import { toast } from "~/components/ui/toast-store";
import { site } from "~/config/site";
import { localizedPath } from "~/lib/i18n/locale";
import { useLocale, useMessage, useT } from "~/lib/i18n/translations";
import { useHydrated } from "~/lib/use-hydrated";
import { SIGN_IN_DELAY_MS, type SignInValues, signInRoles, validateSignIn } from "./sign-in-schema";

/** Hands every failed rule to react-hook-form: the first as the message, all of them as types. */
const resolver: Resolver<SignInValues> = (values) => {
  const failed = Object.entries(validateSignIn(values));
  if (failed.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    failed.map(([field, messages]) => [
      field,
      { type: "rules", message: messages[0], types: Object.fromEntries(messages.map((m, i) => [`rule${i}`, m])) },
    ]),
  );
  return { values: {}, errors };
};

function messagesOf(error: FieldError | undefined): string[] {
  if (!error) return [];
  const all = Object.values(error.types ?? {}).filter((m): m is string => typeof m === "string");
  return all.length > 0 ? all : error.message ? [error.message] : [];
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
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver,
    criteriaMode: "all",
    defaultValues: { role: "" as SignInValues["role"], username: "", password: "" },
  });
  const hydrated = useHydrated();
  const t = useT();
  const inLanguage = useMessage();
  const locale = useLocale();
  const roleOptions = signInRoles.map((role) => ({ value: role, label: t(`sign-in.roles.${role}`) }));
  const messages = (error: FieldError | undefined) => messagesOf(error).map(inLanguage);
  const failure = { title: t("sign-in.failedTitle"), description: t("sign-in.failedDescription") };

  async function onSubmit() {
    await new Promise((resolve) => setTimeout(resolve, SIGN_IN_DELAY_MS));
    resetField("password");
    toast({ variant: "destructive", ...failure });
  }

  return (
    <form
      method="post"
      action={localizedPath(href("/login"), locale)}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="space-y-5 rounded-xl border border-parchment bg-white p-6 shadow-sm sm:p-8"
      aria-labelledby="sign-in-title"
    >
      <h2 id="sign-in-title" className="text-2xl font-semibold text-navy">
        {t("sign-in.formLabel", { name: site.name })}
      </h2>
      <Field id="role" label={t("sign-in.role")} errors={messages(errors.role)}>
        {(aria) => <NativeSelect {...aria} {...register("role")} placeholder={t("sign-in.rolePlaceholder")} options={roleOptions} />}
      </Field>
      <Field id="username" label={t("sign-in.username")} errors={messages(errors.username)}>
        {(aria) => (
          <input
            {...aria}
            {...register("username")}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className={inputClass}
          />
        )}
      </Field>
      <Field id="password" label={t("sign-in.password")} errors={messages(errors.password)}>
        {(aria) => <input {...aria} {...register("password")} type="password" autoComplete="current-password" className={inputClass} />}
      </Field>
      {/* Shown by CSS only where no script ran: the head script marks <html> with data-disclaimer on
          every page with JavaScript, before the first paint, so this never flashes for anyone else.
          (A <noscript> would stay hidden when scripts are blocked rather than switched off.) */}
      <p className="hidden rounded-md border border-parchment bg-ivory p-3 text-sm text-navy [html:not([data-disclaimer])_&]:block">
        {t("sign-in.needsScript")}
      </p>
      <PendingButton pending={isSubmitting} disabled={!hydrated} label={t("sign-in.submit")} pendingLabel={t("sign-in.signingIn")} />
    </form>
  );
}
