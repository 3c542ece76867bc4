import { href } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { pendingButtonClass } from "~/components/ui/pending-button";
import { Spinner } from "~/components/ui/spinner";
import { toastClass } from "~/components/ui/toast-class";
import { site } from "~/config/site";
import { localizedPath } from "~/lib/i18n/locale";
import { MixedText } from "~/lib/i18n/mixed-text";
import { useLocale, useMessage, useT } from "~/lib/i18n/translations";
import { behaviour, pageScript } from "~/lib/page-script";
import { type SignInBehaviourOptions, signInBehaviour } from "./sign-in-behaviour";
import { SIGN_IN_DELAY_MS, type SignInField, signInRoles, signInRules } from "./sign-in-schema";

const FORM_ID = "sign-in";
const TOAST_TEMPLATE_ID = "sign-in-toast";
const TOAST_LIST_ID = "sign-in-toasts";
/** The spec: a dismissed toast is removed about 1,000,000 ms later; a swipe to the right dismisses it. */
const TOAST_REMOVE_DELAY_MS = 1_000_000;
const SWIPE_THRESHOLD_PX = 50;

/**
 * The sign-in screen, HTML with a behaviour of its own (sign-in-behaviour.ts): the page loads no
 * framework. There is no account system behind it: a valid submission waits, then always reports
 * failure. Nothing is sent anywhere and the password is cleared afterwards.
 *
 * Without JavaScript the browser would submit the form itself, and a form without a method puts
 * the password in the URL (history, logs, the next Referer). So the form posts, its button is
 * disabled until the behaviour runs, and a note says sign-in needs JavaScript; the server answers a
 * POST to /login with the sign-in page again and never reads the body.
 */
export function SignInForm() {
  const t = useT();
  const inLanguage = useMessage();
  const locale = useLocale();
  const roleOptions = signInRoles.map((role) => ({ value: role, label: t(`sign-in.roles.${role}`) }));
  const options: SignInBehaviourOptions = {
    formId: FORM_ID,
    fields: (Object.keys(signInRules) as SignInField[]).map((id) => ({
      id,
      rules: signInRules[id].map((rule) => ({ ...rule, message: inLanguage(rule.message) })),
    })),
    delayMs: SIGN_IN_DELAY_MS,
    toastTemplateId: TOAST_TEMPLATE_ID,
    toastListId: TOAST_LIST_ID,
    toastRemoveDelayMs: TOAST_REMOVE_DELAY_MS,
    swipeThresholdPx: SWIPE_THRESHOLD_PX,
  };

  return (
    <>
      <form
        id={FORM_ID}
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
      <section aria-label={t("layout.toast.region", { hotkey: "F8" })} className="print:hidden">
        <div
          id={TOAST_LIST_ID}
          tabIndex={-1}
          className="pointer-events-none fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-md"
        />
      </section>
      <template id={TOAST_TEMPLATE_ID}>
        <div
          role="alert"
          aria-atomic="true"
          tabIndex={0}
          data-variant="destructive"
          data-state="open"
          className={`${toastClass("destructive")} touch-pan-y`}
        >
          <div className="font-semibold">{t("sign-in.failedTitle")}</div>
          <div className="text-sm opacity-90">{t("sign-in.failedDescription")}</div>
          <button
            type="button"
            data-toast-close
            aria-label={t("layout.toast.close")}
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      </template>
      {/* Right after the form: the button works from the moment it shows. */}
      <script dangerouslySetInnerHTML={{ __html: pageScript([behaviour(signInBehaviour, options)]) }} />
    </>
  );
}
