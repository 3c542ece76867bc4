import { type FormEvent, useState } from "react";
import type * as z from "zod/mini";

/** One message per field, as the contract gives it (English; the form shows it in the page's language). */
export type FieldMessages<Name extends string> = Partial<Record<Name, { message: string }>>;

type ContractFormOptions<Schema extends z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>> = {
  /**
   * The contract's form schema: the same messages the API answers with. Loaded on the form's first
   * use (focus or submit), so the page's first load carries no validation code.
   */
  schema: () => Promise<Schema>;
  /** The form's values as the schema reads them, from what the browser would send. */
  read: (data: FormData) => z.input<Schema>;
  /** The messages of the page's address (a form sent without script), shown until the next submit. */
  initialErrors: FieldMessages<keyof z.input<Schema> & string> | null;
  onValid: (values: z.output<Schema>, form: HTMLFormElement) => Promise<void>;
};

/**
 * The calculators' forms on the platform's own form and the contract's safeParse: on submit, every
 * field's first message, focus on the first field with one (its element's id is the field's name,
 * or its name is), and after a failed submit the messages follow each change until the next.
 */
export function useContractForm<Schema extends z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>>({
  schema: loadSchema,
  read,
  initialErrors,
  onValid,
}: ContractFormOptions<Schema>) {
  type Name = keyof z.input<Schema> & string;
  const [errors, setErrors] = useState<FieldMessages<Name>>(initialErrors ?? {});
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const [schema, setSchema] = useState<Schema | null>(null);

  async function load(): Promise<Schema> {
    if (schema) return schema;
    const loaded = await loadSchema();
    setSchema(() => loaded);
    return loaded;
  }

  function validate(schema: Schema, form: HTMLFormElement) {
    const result = schema.safeParse(read(new FormData(form)));
    const messages: FieldMessages<Name> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const name = String(issue.path[0] ?? "") as Name;
      messages[name] ??= { message: issue.message };
    }
    setErrors(messages);
    return { result, messages };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // The loading state from the tap itself: a submit held before hydration (app/browser/island-loader.ts)
    // hands over to it within this call, and the contract may still be on its way.
    setPending(true);
    try {
      const { result, messages } = validate(await load(), form);
      if (!result.success) {
        setFailed(true);
        const first = Object.keys(messages)[0] ?? "";
        const field = form.querySelector<HTMLElement>(`[id="${first}"], [name="${first}"]`);
        field?.focus();
        return;
      }
      setFailed(false);
      await onValid(result.data, form);
    } finally {
      setPending(false);
    }
  }

  /** Each keystroke and choice (React's `onChange` is the `input` event): the messages follow it after a failed submit. */
  function onChange(event: FormEvent<HTMLFormElement>) {
    if (failed && schema) validate(schema, event.currentTarget);
  }

  /** The contract is fetched as the visitor starts on the form (React's `onFocus` hears its fields), so a submit rarely waits for it. */
  function onFocus() {
    if (!schema) void load();
  }

  return { errors, pending, onSubmit, onChange, onFocus };
}

/** Empties a form after a calculation: each named control takes its value (a radio group, the one it names). */
export function setFormValues(form: HTMLFormElement, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    const control = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | RadioNodeList | null;
    if (control) control.value = value;
  }
}
