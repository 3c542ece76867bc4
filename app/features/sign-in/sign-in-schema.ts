/**
 * The spec's sign-in rules and messages, word for word, as data: the page writes them, messages in
 * its language, as the JSON `<sign-in-form>` (sign-in-form-element.ts) checks each field against
 * (docs/decisions/0003-sign-in-validation-without-zod.md).
 */
export const signInRoles = ["admin", "advocate", "client"] as const;
export type SignInRole = (typeof signInRoles)[number];
export type SignInField = "role" | "username" | "password";

/** One rule a field's value must keep: one of a list, a length bound, or a pattern it must contain. */
export type SignInRule = { message: string } & (
  { oneOf: readonly string[] } | { minLength: number } | { maxLength: number } | { contains: string }
);

/** The fields in the form's order, with their rules; the first field that breaks one takes focus. */
export const signInRules: Readonly<Record<SignInField, readonly SignInRule[]>> = {
  role: [{ oneOf: signInRoles, message: "cannot be empty" }],
  username: [
    { minLength: 2, message: "must contain at least 2 characters" },
    { maxLength: 50, message: "must contain at most 50 characters" },
  ],
  password: [
    { minLength: 8, message: "must contain at least 8 characters" },
    { contains: "[A-Z]", message: "must contain at least one uppercase character" },
    { contains: "[a-z]", message: "must contain at least one lowercase character" },
    { contains: "[0-9]", message: "must contain at least one number" },
    { contains: "[^A-Za-z0-9]", message: "must contain at least one special character" },
  ],
};

/** How long the form shows its loading state before reporting the (always failed) sign-in. */
export const SIGN_IN_DELAY_MS = 3000;
