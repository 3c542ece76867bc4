import { z } from "zod";

export const signInRoles = ["admin", "advocate", "client"] as const;

/** The spec's sign-in rules and messages, word for word. */
export const signInSchema = z.object({
  role: z.enum(signInRoles, { error: "cannot be empty" }),
  username: z.string().min(2, "must contain at least 2 characters").max(50, "must contain at most 50 characters"),
  password: z
    .string()
    .min(8, "must contain at least 8 characters")
    .regex(/[A-Z]/, "must contain at least one uppercase character")
    .regex(/[a-z]/, "must contain at least one lowercase character")
    .regex(/[0-9]/, "must contain at least one number")
    .regex(/[^A-Za-z0-9]/, "must contain at least one special character"),
});

export type SignInValues = z.infer<typeof signInSchema>;

/** How long the form shows its loading state before reporting the (always failed) sign-in. */
export const SIGN_IN_DELAY_MS = 3000;
