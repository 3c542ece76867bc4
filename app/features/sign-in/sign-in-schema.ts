/**
 * The spec's sign-in rules and messages, word for word, as a table of checks. The page needs these
 * few rules only; zod would add 29 KB (gzip) to it and push it over the first-load budget
 * (docs/decisions/0003-sign-in-validation-without-zod.md).
 */
export const signInRoles = ["admin", "advocate", "client"] as const;
export type SignInRole = (typeof signInRoles)[number];
export type SignInValues = { role: SignInRole; username: string; password: string };
export type SignInField = keyof SignInValues;

type Rule = { test: (value: string) => boolean; message: string };

export const signInRules: Record<SignInField, readonly Rule[]> = {
  role: [{ test: (v) => (signInRoles as readonly string[]).includes(v), message: "cannot be empty" }],
  username: [
    { test: (v) => v.length >= 2, message: "must contain at least 2 characters" },
    { test: (v) => v.length <= 50, message: "must contain at most 50 characters" },
  ],
  password: [
    { test: (v) => v.length >= 8, message: "must contain at least 8 characters" },
    { test: (v) => /[A-Z]/.test(v), message: "must contain at least one uppercase character" },
    { test: (v) => /[a-z]/.test(v), message: "must contain at least one lowercase character" },
    { test: (v) => /[0-9]/.test(v), message: "must contain at least one number" },
    { test: (v) => /[^A-Za-z0-9]/.test(v), message: "must contain at least one special character" },
  ],
};

/** Every failed rule's message, per field; an empty object means the form is valid. */
export function validateSignIn(input: Partial<Record<SignInField, unknown>>): Partial<Record<SignInField, string[]>> {
  const errors: Partial<Record<SignInField, string[]>> = {};
  for (const field of Object.keys(signInRules) as SignInField[]) {
    const raw = input[field];
    const value = typeof raw === "string" ? raw : "";
    const failed = signInRules[field].filter((rule) => !rule.test(value)).map((rule) => rule.message);
    if (failed.length > 0) errors[field] = failed;
  }
  return errors;
}

/** How long the form shows its loading state before reporting the (always failed) sign-in. */
export const SIGN_IN_DELAY_MS = 3000;
