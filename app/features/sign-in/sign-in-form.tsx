import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, type FieldError, useForm } from "react-hook-form";
import { Field, inputClass } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast-store";
import { site } from "~/config/site";
import { SIGN_IN_DELAY_MS, type SignInValues, signInRoles, signInSchema } from "./sign-in-schema";

const roleOptions = signInRoles.map((role) => ({ value: role, label: role }));

/** Every message of a field when the resolver collected all of them (criteriaMode "all"). */
function messagesOf(error: FieldError | undefined): string[] {
  if (!error) return [];
  const all = Object.values(error.types ?? {}).flatMap((m) => (Array.isArray(m) ? m : [m]));
  const strings = all.filter((m): m is string => typeof m === "string");
  return strings.length > 0 ? [...new Set(strings)] : error.message ? [error.message] : [];
}

/**
 * The sign-in screen. There is no account system behind it: a valid submission waits, then
 * always reports failure. Nothing is sent anywhere and the password is cleared afterwards.
 */
export function SignInForm() {
  const {
    register,
    control,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    criteriaMode: "all",
    defaultValues: { role: undefined, username: "", password: "" },
  });

  async function onSubmit() {
    await new Promise((resolve) => setTimeout(resolve, SIGN_IN_DELAY_MS));
    resetField("password");
    toast({ variant: "destructive", title: "Uh Oh! Something went wrong.", description: "Invalid username or password." });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5 rounded-xl border border-parchment bg-white p-6 shadow-sm sm:p-8" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className="text-2xl font-semibold text-navy">
        Sign in to {site.name}
      </h2>
      <Field id="role" label="Role" errors={messagesOf(errors.role)}>
        {(aria) => (
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Select {...aria} name={field.name} value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} placeholder="Select your role" options={roleOptions} />
            )}
          />
        )}
      </Field>
      <Field id="username" label="Username" errors={messagesOf(errors.username)}>
        {(aria) => <input {...aria} {...register("username")} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} className={inputClass} />}
      </Field>
      <Field id="password" label="Password" errors={messagesOf(errors.password)}>
        {(aria) => <input {...aria} {...register("password")} type="password" autoComplete="current-password" className={inputClass} />}
      </Field>
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-navy px-5 font-semibold text-ivory hover:bg-slate disabled:cursor-wait disabled:opacity-80"
      >
        {isSubmitting ? (
          <>
            <Spinner />
            <span>Signing in…</span>
          </>
        ) : (
          "Submit"
        )}
      </button>
    </form>
  );
}
