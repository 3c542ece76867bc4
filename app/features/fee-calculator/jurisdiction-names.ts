/** The Hindi name of each State and Union territory, by code, as the Hindi page's loader sends it. */
export type JurisdictionNames = Readonly<Record<string, string>>;

/** The names of an English page: none, so every jurisdiction keeps the data's (English) name. */
export const NO_NAMES: JurisdictionNames = Object.freeze({});

/** The name the page shows: the Hindi name on a Hindi page, the data's name otherwise. */
export function shownName(jurisdiction: { readonly id: string; readonly name: string }, names: JurisdictionNames): string {
  return names[jurisdiction.id] ?? jurisdiction.name;
}

const hindiOrder = new Intl.Collator("hi");

/**
 * The list as the page orders it: the data's order on an English page (the API's, unchanged), and
 * Hindi alphabetical order of the Hindi names on a Hindi page.
 */
export function inShownOrder<J extends { readonly id: string; readonly name: string }>(
  list: readonly J[],
  names: JurisdictionNames,
): readonly J[] {
  if (names === NO_NAMES) return list;
  return [...list].sort((a, b) => hindiOrder.compare(shownName(a, names), shownName(b, names)));
}
