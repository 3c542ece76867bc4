import { MixedText } from "~/lib/i18n/mixed-text";
import type { ShownText } from "~/lib/content/localized";

/**
 * A text of the firm's entries as the page shows it: the English that stands in for a missing Hindi
 * text is marked lang="en"; a Hindi text has its English runs (an Act's title) marked.
 */
export function Shown({ value }: { value: ShownText }) {
  return value.en ? <span lang="en">{value.text}</span> : <MixedText text={value.text} />;
}
