import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Field } from "~/components/ui/field";
import { PendingButton } from "~/components/ui/pending-button";
import { toast } from "~/components/ui/toast-store";
import { type ArbitrationResult, feeApi } from "~/lib/fee-api";
import { arbitrationFormSchema, counterClaimSchema } from "../../../core/fees/contract";
import { AmountInput, amountPreview } from "./amount-input";
import { rupees } from "./arbitration-result";
import { CopyButton } from "./copy-button";

// The counter-claim is optional: an empty field means none, anything else must be whole rupees.
const optionalAmount = z.preprocess((value) => {
  const text = typeof value === "string" ? value.trim() : value;
  if (text === "" || text === undefined) return undefined;
  return typeof text === "string" && /^\d+$/.test(text) ? Number(text) : text;
}, counterClaimSchema.optional());

const formSchema = arbitrationFormSchema.extend({ counterClaim: optionalAmount, tribunal: z.enum(["sole", "three"]) });
type Values = z.output<typeof formSchema>;
type Input = z.input<typeof formSchema>;

export const soleArbitratorNote = "If the tribunal is a sole arbitrator, he is entitled to an additional 25 percent on the fee payable.";

export function ArbitrationForm({ onResult }: { onResult: (result: ArbitrationResult) => void }) {
  const { register, handleSubmit, reset, watch, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount_Arbitration: "", counterClaim: "", tribunal: "sole" },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: Values) {
    try {
      const result = await feeApi.arbitrationFee({ amount: values.amount_Arbitration, counterClaim: values.counterClaim, tribunal: values.tribunal });
      onResult(result);
      toast({ title: rupees(result.perArbitrator), description: `Fee per arbitrator. ${soleArbitratorNote}`, action: <CopyButton text={rupees(result.perArbitrator)} /> });
      reset();
    } catch (error) {
      toast({ variant: "destructive", title: "No fee computed", description: error instanceof Error ? error.message : String(error) });
    }
  }

  const [amount, counterClaim] = watch(["amount_Arbitration", "counterClaim"]);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Arbitration fee calculator">
      <Field id="amount_Arbitration" label="Amount (sum in dispute, in rupees)" errors={errors.amount_Arbitration?.message ? [errors.amount_Arbitration.message] : []}>
        {(aria) => <AmountInput {...aria} {...register("amount_Arbitration")} preview={amountPreview(String(amount ?? ""))} previewId="amount_Arbitration-reading" />}
      </Field>
      <Field id="counterClaim" label="Counter-claim, if any (in rupees)" errors={errors.counterClaim?.message ? [errors.counterClaim.message] : []}>
        {(aria) => <AmountInput {...aria} {...register("counterClaim")} placeholder="optional" preview={amountPreview(String(counterClaim ?? ""))} previewId="counterClaim-reading" />}
      </Field>
      <fieldset>
        <legend className="font-medium">Tribunal</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {[
            { value: "sole", label: "Sole arbitrator" },
            { value: "three", label: "Three arbitrators" },
          ].map((option) => (
            <label key={option.value} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" value={option.value} {...register("tribunal")} className="size-5 accent-navy" />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-slate">{soleArbitratorNote}</p>
      <PendingButton pending={isSubmitting} label="Calculate" pendingLabel="Calculating…" />
    </form>
  );
}
