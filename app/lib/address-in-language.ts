import type { Address } from "~/config/site";

/**
 * An address as the post office knows it, in the page's language: in English, or in Devanagari on
 * a Hindi page (the shared Hindi glossary, 9.8). `lang` marks the English on a page of either.
 * A module apart from the address card, so that the footer does not bring the card with it.
 */
export function addressInLanguage(address: Address, hindi: boolean) {
  return hindi
    ? { street: address.hindi.street, locality: address.hindi.locality, country: address.hindi.country, lang: undefined }
    : { street: address.street, locality: address.locality, country: "India", lang: "en" };
}
