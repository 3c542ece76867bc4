// Amounts in Hindi words, as a Delhi advocate writes them on court papers: सौ, हजार, लाख, करोड़,
// and above 99 crore still counting in crore ("एक सौ पच्चीस करोड़ रुपए"), never अरब or खरब.
// Spelling follows content/glossary.yaml: रुपए (the Central Acts' form), पैसे for paise.

// The numbers 1 to 99 are irregular words in Hindi and cannot be composed from tens and units.
// Where several spellings are current, the list takes the house's (44 चवालीस, 53 तिरपन, 54 चौवन,
// 63 तिरसठ, 67 सड़सठ, 79 उन्यासी, 87 सत्तासी, 95 पचानवे, 99 निन्यानवे).
export const HINDI_NUMBERS_1_TO_99: readonly string[] = [
  "एक",
  "दो",
  "तीन",
  "चार",
  "पाँच",
  "छह",
  "सात",
  "आठ",
  "नौ",
  "दस",
  "ग्यारह",
  "बारह",
  "तेरह",
  "चौदह",
  "पंद्रह",
  "सोलह",
  "सत्रह",
  "अठारह",
  "उन्नीस",
  "बीस",
  "इक्कीस",
  "बाईस",
  "तेईस",
  "चौबीस",
  "पच्चीस",
  "छब्बीस",
  "सत्ताईस",
  "अट्ठाईस",
  "उनतीस",
  "तीस",
  "इकतीस",
  "बत्तीस",
  "तैंतीस",
  "चौंतीस",
  "पैंतीस",
  "छत्तीस",
  "सैंतीस",
  "अड़तीस",
  "उनतालीस",
  "चालीस",
  "इकतालीस",
  "बयालीस",
  "तैंतालीस",
  "चवालीस",
  "पैंतालीस",
  "छियालीस",
  "सैंतालीस",
  "अड़तालीस",
  "उनचास",
  "पचास",
  "इक्यावन",
  "बावन",
  "तिरपन",
  "चौवन",
  "पचपन",
  "छप्पन",
  "सत्तावन",
  "अट्ठावन",
  "उनसठ",
  "साठ",
  "इकसठ",
  "बासठ",
  "तिरसठ",
  "चौंसठ",
  "पैंसठ",
  "छियासठ",
  "सड़सठ",
  "अड़सठ",
  "उनहत्तर",
  "सत्तर",
  "इकहत्तर",
  "बहत्तर",
  "तिहत्तर",
  "चौहत्तर",
  "पचहत्तर",
  "छिहत्तर",
  "सतहत्तर",
  "अठहत्तर",
  "उन्यासी",
  "अस्सी",
  "इक्यासी",
  "बयासी",
  "तिरासी",
  "चौरासी",
  "पचासी",
  "छियासी",
  "सत्तासी",
  "अट्ठासी",
  "नवासी",
  "नब्बे",
  "इक्यानवे",
  "बानवे",
  "तिरानवे",
  "चौरानवे",
  "पचानवे",
  "छियानवे",
  "सत्तानवे",
  "अट्ठानवे",
  "निन्यानवे",
];

function belowHundred(n: number): string {
  const word = HINDI_NUMBERS_1_TO_99[n - 1];
  if (word === undefined) throw new RangeError(`Expected 1 to 99, got ${n}.`);
  return word;
}

// 1 to 99,99,999 in words: लाख, हजार, सौ and the rest.
function belowCrore(n: number): string[] {
  const words: string[] = [];
  const lakh = Math.floor(n / 100000);
  const thousand = Math.floor((n % 100000) / 1000);
  const hundred = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (lakh > 0) words.push(belowHundred(lakh), "लाख");
  if (thousand > 0) words.push(belowHundred(thousand), "हजार");
  if (hundred > 0) words.push(belowHundred(hundred), "सौ");
  if (rest > 0) words.push(belowHundred(rest));
  return words;
}

function numberWords(n: bigint): string[] {
  const CRORE = 10_000_000n;
  const crore = n / CRORE;
  const rest = Number(n % CRORE);
  return [...(crore > 0n ? [...numberWords(crore), "करोड़"] : []), ...(rest > 0 ? belowCrore(rest) : [])];
}

/** 100000 -> "एक लाख रुपए"; 0 -> "शून्य रुपए". */
export function hindiAmountInWords(rupees: number | bigint): string {
  if (typeof rupees === "number" && !Number.isSafeInteger(rupees)) throw new RangeError(`Expected whole rupees, got ${rupees}.`);
  const n = BigInt(rupees);
  if (n < 0n) throw new RangeError("An amount in words cannot be negative.");
  if (n === 0n) return "शून्य रुपए";
  return `${numberWords(n).join(" ")} रुपए`;
}

const DEVANAGARI_ZERO = 0x0966;

/**
 * Devanagari digits (०-९) to 0-9, so that an amount typed on a Hindi keyboard is read as the number
 * it is (the site writes international numerals, Article 343(1), but accepts both).
 */
export function toInternationalDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}
