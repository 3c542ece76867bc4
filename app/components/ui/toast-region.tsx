import { useT } from "~/lib/i18n/translations";
import { toastClass } from "./toast-class";
import type { ToastVariant } from "./toast-rules";

const variants: readonly ToastVariant[] = ["default", "destructive"];

/**
 * The site's one toast region, in the page's language: `<toast-region>` (toast-region-element.ts)
 * shows a toast from the template of its variant. Sign-in raises one from its own element, a
 * calculator's island through toast.ts; neither loads the other's code.
 */
export function ToastRegion() {
  const t = useT();
  return (
    <toast-region className="print:hidden">
      <section aria-label={t("layout.toast.region", { hotkey: "F8" })}>
        <div
          data-toasts=""
          tabIndex={-1}
          className="pointer-events-none fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-md"
        />
      </section>
      {variants.map((variant) => (
        <template key={variant} data-template={variant}>
          <div
            role={variant === "destructive" ? "alert" : "status"}
            aria-atomic="true"
            aria-roledescription={t("layout.toast.label")}
            tabIndex={0}
            data-variant={variant}
            className={toastClass(variant)}
          >
            <div data-title="" className="font-semibold" />
            <div data-description="" className="text-sm opacity-90" />
            <div data-actions="" className="empty:hidden" />
            <button
              type="button"
              data-close=""
              aria-label={t("layout.toast.close")}
              className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
        </template>
      ))}
    </toast-region>
  );
}
