// Rs 10,00,000 crore (Rs 1e13). No real claim comes near it, yet it keeps every fee the shipped
// tables can produce below Number.MAX_SAFE_INTEGER paise: the steepest uncapped rate on values up
// to this bound is Uttar Pradesh's 7.5%, i.e. at most 7.5e13 paise, against a limit of about
// 9.007e15 (a test evaluates every table at this bound). It lives apart from the zod contract so
// that the engines do not need zod to validate their own input.
export const MAX_AMOUNT = 10_000_000_000_000;

export function isValidAmount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 && value <= MAX_AMOUNT;
}

export const INVALID_AMOUNT_MESSAGE = "The amount must be a whole number of rupees greater than 0 and at most Rs 10,00,000 crore.";
