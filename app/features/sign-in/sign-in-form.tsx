import { href } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { pendingButtonClass } from "~/components/ui/pending-button";
import { Spinner } from "~/components/ui/spinner";
import { ToastRegion } from "~/components/ui/toast-region";
import { site } from "~/config/site";
import { localizedPath } from "~/lib/i18n/locale";
import { MixedText } from "~/lib/i18n/mixed-text";
import { useLocale, useMessage, useT } from "~/lib/i18n/translations";
import { jsonInScript } from "~/lib/json-in-script";
import type { SignInTexts } from "./sign-in-form-element";
import { type SignInField, signInRoles, signInRules } from "./sign-in-schema";

/**
 * The sign-in screen, HTML run by `<sign-in-form>` (sign-in-form-element.ts): the page loads no
 * framework. There is no account system behind it: a valid submission waits, then always reports
 * failure. Nothing is sent anywhere and the password is cleared afterwards.
 *
 * Without JavaScript the browser would submit the form itself, and a form without a method puts
 * the password in the URL (history, logs, the next Referer). So the form posts, its button is
 * disabled until the element runs, and a note says sign-in needs JavaScript; the server answers a
 * POST to /login with the sign-in page again and never reads the body.
 */
export function SignInForm() {
  const t = useT();
  const inLanguage = useMessage();
  const locale = useLocale();
  const roleOptions = signInRoles.map((role) => ({ value: role, label: t(`sign-in.roles.${role}`) }));
  const texts: SignInTexts = {
    fields: (Object.keys(signInRules) as SignInField[]).map((id) => ({
      id,
      rules: signInRules[id].map((rule) => ({ ...rule, message: inLanguage(rule.message) })),
    })),
    failedTitle: t("sign-in.failedTitle"),
    failedDescription: t("sign-in.failedDescription"),
  };

  return (
    <>
      <sign-in-form className="block">
        <form
          id="sign-in"
          method="post"
          action={localizedPath(href("/login"), locale)}
          noValidate
          className="space-y-5 rounded-xl border border-parchment bg-white p-6 shadow-sm sm:p-8"
          aria-labelledby="sign-in-title"
        >
          <h2 id="sign-in-title" className="text-2xl font-semibold text-navy">
            {t("sign-in.formLabel", { name: site.name })}
          </h2>
          <Field id="role" label={t("sign-in.role")}>
            {(aria) => (
              <NativeSelect {...aria} name="role" defaultValue="" placeholder={t("sign-in.rolePlaceholder")} options={roleOptions} />
            )}
          </Field>
          <Field id="username" label={t("sign-in.username")}>
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
          <Field id="password" label={t("sign-in.password")}>
            {(aria) => <input {...aria} name="password" type="password" autoComplete="current-password" className={inputClass} />}
          </Field>
          {/* Shown by CSS only where no script ran: the head script marks <html> with data-disclaimer on
            every page with JavaScript, before the first paint, so this never flashes for anyone else.
            (A <noscript> would stay hidden when scripts are blocked rather than switched off.) */}
          <p className="hidden rounded-md border border-parchment bg-ivory p-3 text-sm text-navy [html:not([data-disclaimer])_&]:block">
            <MixedText text={t("sign-in.needsScript")} />
          </p>
          <button type="submit" disabled aria-busy="false" className={pendingButtonClass}>
            {t("sign-in.submit")}
            {/* What the button shows while it waits; a template, so its words are not the button's name till then. */}
            <template>
              <Spinner />
              <span>{t("sign-in.signingIn")}</span>
            </template>
          </button>
        </form>
        <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonInScript(texts) }} />
      </sign-in-form>
      <ToastRegion />
    </>
  );
}
