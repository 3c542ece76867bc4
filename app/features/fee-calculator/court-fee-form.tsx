import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Field } from "~/components/ui/field";
import { PendingButton } from "~/components/ui/pending-button";
import { NativeSelect, type SelectGroup, type SelectOption } from "~/components/ui/native-select";
import { toast } from "~/components/ui/toast-store";
import { FeeApiError, feeApi } from "~/lib/fee-api";
import { formatIndianRupees } from "../../../core/fees/indian-format";
import { type CourtFeeFormValues as Values, type CourtFeeFormInput, courtFeeFormSchema } from "../../../core/fees/contract";
import type { CourtFeeOk, CourtFeeRefusal } from "../../../core/fees/court-fee";
import type { JurisdictionSummary } from "../../../core/fees/jurisdictions";
import { AmountInput, amountPreview, withAddressName } from "./amount-input";
import { confidenceLabel } from "./confidence-badge";
import { CopyButton, CopyLinkButton } from "./copy-button";
import { type AddressErrors, type CourtFeeAddressValues, courtFeeAddress, courtFeePath, showAddress, answerAnchor } from "./result-address";
import { useJurisdictions } from "./use-jurisdictions";

export type CourtFeeOutcome = { kind: "fee"; result: CourtFeeOk } | { kind: "refusal"; refusal: CourtFeeRefusal };

function optionFor(j: JurisdictionSummary): SelectOption {
  if (j.status === "unavailable") return { value: j.id, label: `${j.name} (no verified table)`, disabled: true };
  const partial =
    j.status === "partial"
      ? `, ${j.validUpTo === null ? `from Rs ${formatIndianRupees(j.validFrom ?? 0)}` : `up to Rs ${formatIndianRupees(j.validUpTo)}`} only`
      : "";
  return { value: j.id, label: `${j.name} (${confidenceLabel(j.confidence).toLowerCase()}${partial})` };
}

/** Jurisdictions with a table first; those without stay listed, marked and not selectable. */
function groupsOf(jurisdictions: readonly JurisdictionSummary[]): SelectGroup[] {
  return [
    { label: "With a fee table", options: jurisdictions.filter((j) => j.status !== "unavailable").map(optionFor) },
    { label: "No verified table yet", options: jurisdictions.filter((j) => j.status === "unavailable").map(optionFor) },
  ];
}

type CourtFeeFormProps = {
  jurisdictions: readonly JurisdictionSummary[];
  /** The inputs and messages of the page's address, so a result address opens with the form as it was sent. */
  initial: CourtFeeAddressValues;
  initialErrors: AddressErrors<"state" | "amount_Court"> | null;
  onOutcome: (outcome: CourtFeeOutcome) => void;
};

/** Without script the form is sent to its own address and the server answers with the result. */
export function CourtFeeForm({ jurisdictions, initial, initialErrors, onOutcome }: CourtFeeFormProps) {
  const list = useJurisdictions(jurisdictions);
  const { register, handleSubmit, reset, watch, formState } = useForm<CourtFeeFormInput, unknown, Values>({
    resolver: zodResolver(courtFeeFormSchema),
    defaultValues: { state: initial.state, amount_Court: initial.amount },
    errors: initialErrors ?? undefined,
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: Values) {
    const address = courtFeeAddress({ state: values.state, amount: values.amount_Court });
    try {
      const result = await feeApi.courtFee({ jurisdiction: values.state, amount: values.amount_Court });
      showAddress(address);
      onOutcome({ kind: "fee", result });
      toast({
        title: `₹ ${result.feeDisplay}`,
        description: result.notice ?? `Court fee in ${result.jurisdiction.name}`,
        action: (
          <div className="flex flex-wrap gap-2">
            <CopyButton text={`₹ ${result.feeDisplay}`} />
            <CopyLinkButton />
          </div>
        ),
      });
      reset({ state: "", amount_Court: "" });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof FeeApiError && error.refusal) {
        showAddress(address);
        onOutcome({ kind: "refusal", refusal: error.refusal });
      }
      toast({ variant: "destructive", title: "No fee computed", description: message });
    }
  }

  const groups = groupsOf(list);
  const amount = watch("amount_Court");
  return (
    <form
      method="get"
      action={`${courtFeePath}#${answerAnchor}`}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="space-y-5"
      aria-label="Court fee calculator"
    >
      <Field id="state" label="State" errors={errors.state?.message ? [errors.state.message] : []}>
        {(aria) => (
          <NativeSelect
            {...aria}
            {...register("state")}
            defaultValue={initial.state}
            placeholder="Select a state or union territory"
            groups={groups}
          />
        )}
      </Field>
      <Field
        id="amount_Court"
        label="Amount (value of the suit, in rupees)"
        errors={errors.amount_Court?.message ? [errors.amount_Court.message] : []}
      >
        {(aria) => (
          <AmountInput
            {...aria}
            {...withAddressName(register("amount_Court"), "amount")}
            defaultValue={initial.amount}
            preview={amountPreview(String(amount ?? ""))}
            previewId="amount_Court-reading"
          />
        )}
      </Field>
      <PendingButton pending={isSubmitting} label="Calculate" pendingLabel="Calculating…" />
    </form>
  );
}
