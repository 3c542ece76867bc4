import { createContext, useContext, type ReactNode } from "react";
import type { NavLink } from "~/config/navigation";
import { fromJsonText, type JsonText } from "../json-text";
import { type Locale, localizedPath } from "./locale";
import type { TranslationKey } from "./translation-keys";

/** One language's texts, flattened: "nav.home" -> "मुख्य पृष्ठ". Loaded from content/translations/ at build time. */
export type Messages = Readonly<Record<string, string>>;
/** A text by its key; the keys are the English files' (translation-keys.ts), so a misspelt one fails the type check. */
export type Translate = (key: TranslationKey, values?: Readonly<Record<string, string | number>>) => string;

const MessagesContext = createContext<Messages>({});

/**
 * A missing key is a bug, not a blank label: it throws, so the prerender (and so the build) fails
 * on the page that asks for it. The build-time check of the files keeps the languages' keys equal.
 */
export function translator(messages: Messages): Translate {
  return (key, values) => {
    const text = messages[key];
    if (text === undefined) {
      // No texts at all means the root's data failed to load (an error page): show the keys rather than fail twice.
      if (Object.keys(messages).length > 0) throw new Error(`No translation for "${key}"`);
      return key;
    }
    return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
  };
}

/** The key under which a validation sentence is found by its English text. */
export const MESSAGE_PREFIX = "message:";

/** A sentence of the shared contract (English) in the page's language; one it does not know stays as it is. */
export function useMessage(): (english: string) => string {
  const messages = useContext(MessagesContext);
  return (english) => messages[`${MESSAGE_PREFIX}${english}`] ?? english;
}

/** A page's texts as its loader sends them (app/lib/json-text.ts). */
export type PageTexts = JsonText<Messages>;

const NO_TEXTS: Messages = Object.freeze({});

/** Adds a page's texts to those of the layout above it; none when the loader's data is missing (an error page). */
export function TranslationsProvider({ texts, children }: { texts: PageTexts | undefined; children: ReactNode }) {
  const outer = useContext(MessagesContext);
  // Merged on each render: about 9 µs for a calculator page's 190 texts (docs/decisions/0019).
  const messages = { ...outer, ...(texts === undefined ? NO_TEXTS : fromJsonText(texts)) };
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

export function useT(): Translate {
  return translator(useContext(MessagesContext));
}

const LocaleContext = createContext<Locale>("en");

/** The language of the page being shown, which its address says (localeOfPath): the root provides it, and an island its own. */
export const LocaleProvider = LocaleContext.Provider;

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * The texts and language of a part of the page that React hydrates on its own (app/lib/island.tsx),
 * from nothing above it: the server renders the island with exactly what the browser will have, so
 * a text the island forgot to carry fails the prerender instead of the visitor's page.
 */
export function IslandTexts({ messages, locale, children }: { messages: Messages; locale: Locale; children: ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>
    </LocaleContext.Provider>
  );
}

/** A menu entry as the page's language shows it: its label, and the Hindi page when there is one. */
export function useNavLabels(): (link: NavLink) => { title: string; url: string } {
  const t = useT();
  const locale = useLocale();
  return (link) => ({ title: t(`layout.nav.${link.key}`), url: localizedPath(link.url, locale) });
}
