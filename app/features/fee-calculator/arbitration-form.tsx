import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Field } from "~/components/ui/field";
import { PendingButton } from "~/components/ui/pending-button";
import { toast } from "~/components/ui/toast-store";
import { type ArbitrationResult, feeApi } from "~/lib/fee-api";
import { arbitrationFormSchema, counterClaimSchema } from "../../../core/fees/contract";
import { AmountInput, amountPreview, withAddressName } from "./amount-input";
import { rupees } from "./arbitration-result";
import { CopyButton, CopyLinkButton } from "./copy-button";
import {
  type AddressErrors,
  type ArbitrationAddressValues,
  arbitrationAddress,
  arbitrationPath,
  showAddress,
  answerAnchor,
} from "./result-address";

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

type ArbitrationFormProps = {
  /** The inputs and messages of the page's address, so a result address opens with the form as it was sent. */
  initial: ArbitrationAddressValues;
  initialErrors: AddressErrors<"amount_Arbitration" | "counterClaim" | "tribunal"> | null;
  onResult: (result: ArbitrationResult) => void;
};

const tribunals = [
  { value: "sole", label: "Sole arbitrator" },
  { value: "three", label: "Three arbitrators" },
] as const;

/** Without script the form is sent to its own address and the server answers with the result. */
export function ArbitrationForm({ initial, initialErrors, onResult }: ArbitrationFormProps) {
  const { register, handleSubmit, reset, watch, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      amount_Arbitration: initial.amount,
      counterClaim: initial.counterClaim,
      tribunal: initial.tribunal === "three" ? "three" : "sole",
    },
    errors: initialErrors ?? undefined,
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: Values) {
    try {
      const result = await feeApi.arbitrationFee({
        amount: values.amount_Arbitration,
        counterClaim: values.counterClaim,
        tribunal: values.tribunal,
      });
      showAddress(arbitrationAddress({ amount: values.amount_Arbitration, counterClaim: values.counterClaim, tribunal: values.tribunal }));
      onResult(result);
      toast({
        title: rupees(result.perArbitrator),
        description: `Fee per arbitrator. ${soleArbitratorNote}`,
        action: (
          <div className="flex flex-wrap gap-2">
            <CopyButton text={rupees(result.perArbitrator)} />
            <CopyLinkButton />
          </div>
        ),
      });
      reset({ amount_Arbitration: "", counterClaim: "", tribunal: "sole" });
    } catch (error) {
      toast({ variant: "destructive", title: "No fee computed", description: error instanceof Error ? error.message : String(error) });
    }
  }

  const [amount, counterClaim] = watch(["amount_Arbitration", "counterClaim"]);
  return (
    <form
      method="get"
      action={`${arbitrationPath}#${answerAnchor}`}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="space-y-5"
      aria-label="Arbitration fee calculator"
    >
      <Field
        id="amount_Arbitration"
        label="Amount (sum in dispute, in rupees)"
        errors={errors.amount_Arbitration?.message ? [errors.amount_Arbitration.message] : []}
      >
        {(aria) => (
          <AmountInput
            {...aria}
            {...withAddressName(register("amount_Arbitration"), "amount")}
            defaultValue={initial.amount}
            preview={amountPreview(String(amount ?? ""))}
            previewId="amount_Arbitration-reading"
          />
        )}
      </Field>
      <Field
        id="counterClaim"
        label="Counter-claim, if any (in rupees)"
        errors={errors.counterClaim?.message ? [errors.counterClaim.message] : []}
      >
        {(aria) => (
          <AmountInput
            {...aria}
            {...register("counterClaim")}
            defaultValue={initial.counterClaim}
            placeholder="optional"
            preview={amountPreview(String(counterClaim ?? ""))}
            previewId="counterClaim-reading"
          />
        )}
      </Field>
      <fieldset>
        <legend className="font-medium">Tribunal</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {tribunals.map((option) => (
            <label key={option.value} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                value={option.value}
                {...register("tribunal")}
                defaultChecked={option.value === (initial.tribunal === "three" ? "three" : "sole")}
                className="size-5 accent-navy"
              />
              {option.label}
            </label>
          ))}
        </div>
        {errors.tribunal?.message ? (
          <p id="tribunal-error" className="mt-1.5 text-sm font-medium text-danger">
            {errors.tribunal.message}
          </p>
        ) : null}
      </fieldset>
      <p className="text-sm text-slate">{soleArbitratorNote}</p>
      <PendingButton pending={isSubmitting} label="Calculate" pendingLabel="Calculating…" />
    </form>
  );
}
