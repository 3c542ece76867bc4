/**
 * The firm's facts, in one place. Every page, the footer, the structured data and the vCards read
 * them from here. The values below are placeholders for the sample site: replace each one with the
 * firm's real details before going live (see README, "Changing the firm's details").
 */
export const site = {
  name: "Nyayadhara Chambers",
  shortName: "Nyayadhara",
  legalTagline: "Law Firm - Delhi, India",
  foundedYear: 2019,
  url: "https://www.example.com",
  email: "chambers@example.com",
  phones: {
    mobile: { label: "Mobile", display: "+91 00000 00000", tel: "+910000000000" },
    telephone: { label: "Telephone", display: "+91 11 0000 0000", tel: "+911100000000" },
  },
  professionalNetwork: {
    label: "LinkedIn",
    url: "https://www.linkedin.com/company/example",
  },
  office: {
    heading: "Corporate Office",
    street: "Office No. 000, Connaught Place",
    locality: "New Delhi",
    // The same address in Devanagari, for the Hindi pages (shared Hindi glossary 9.8).
    hindi: { street: "कार्यालय सं॰ 000, कनॉट प्लेस", locality: "नई दिल्ली", country: "भारत" },
    region: "DL",
    regionName: "Delhi",
    postalCode: "110001",
    country: "IN",
    // Map pin for the embedded OpenStreetMap view and the "open in maps" links.
    lat: 28.6315,
    lon: 77.2167,
  },
  chamber: {
    heading: "Chamber",
    street: "Chamber No. 000, Lawyers' Chambers, Supreme Court of India, Tilak Marg",
    locality: "New Delhi",
    hindi: { street: "चैंबर सं॰ 000, लॉयर्स चैंबर्स, भारत का उच्चतम न्यायालय, तिलक मार्ग", locality: "नई दिल्ली", country: "भारत" },
    region: "DL",
    regionName: "Delhi",
    postalCode: "110001",
    country: "IN",
    lat: 28.6225,
    lon: 77.2396,
  },
  // The footer text and the disclaimer's wording are content, in both languages:
  // content/translations/<language>/layout.yaml (footer.about) and disclaimer.yaml.
  // Where the disclaimer's "Disagree" sends the visitor: a general search engine.
  disclaimerLeaveUrl: "https://www.google.com/",
} as const;

export type Address = typeof site.office | typeof site.chamber;

/** "<page> | <firm> | Law Firm - Delhi, India", the spec's title form. */
export function pageTitle(page: string): string {
  return `${page} | ${site.name} | ${site.legalTagline}`;
}

export const homeTitle = "Law firm - Delhi, India";
