import type { ToasterLabels } from "~/components/ui/toaster";
import type { Locale } from "../i18n/locale";
import { translator } from "../i18n/translations";
import { loadTranslations } from "./translations.server";

/** The toasts' labels in the page's language (layout.yaml, `toast`), for an island that raises toasts. */
export function toasterLabels(locale: Locale): ToasterLabels {
  const t = translator(loadTranslations(locale, "layout"));
  return {
    closeLabel: t("layout.toast.close"),
    label: t("layout.toast.label"),
    // Radix puts the keyboard shortcut in place of {hotkey}.
    regionLabel: t("layout.toast.region", { hotkey: "{hotkey}" }),
  };
}
