import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Field } from "~/components/ui/field";
import { PendingButton } from "~/components/ui/pending-button";
import { NativeSelect, type SelectGroup, type SelectOption } from "~/components/ui/native-select";
import { toast } from "~/components/ui/toast-store";
import { type CourtFeeRefusal, type CourtFeeResult, FeeApiError, type Jurisdiction, feeApi } from "~/lib/fee-api";
import { formatIndianRupees } from "../../../core/fees/indian-format";
import { type CourtFeeForm as Values, type CourtFeeFormInput, courtFeeFormSchema } from "../../../core/fees/contract";
import { AmountInput, amountPreview } from "./amount-input";
import { confidenceLabel } from "./confidence-badge";
import { CopyButton } from "./copy-button";
import { useJurisdictions } from "./use-jurisdictions";

export type CourtFeeOutcome = { kind: "fee"; result: CourtFeeResult } | { kind: "refusal"; refusal: CourtFeeRefusal };

function optionFor(j: Jurisdiction): SelectOption {
  if (j.status === "unavailable") return { value: j.id, label: `${j.name} (no verified table)`, disabled: true };
  const partial = j.status === "partial" ? `, ${j.validUpTo === null ? `from Rs ${formatIndianRupees(j.validFrom ?? 0)}` : `up to Rs ${formatIndianRupees(j.validUpTo)}`} only` : "";
  return { value: j.id, label: `${j.name} (${confidenceLabel(j.confidence).toLowerCase()}${partial})` };
}

/** Jurisdictions with a table first; those without stay listed, marked and not selectable. */
function groupsOf(jurisdictions: readonly Jurisdiction[]): SelectGroup[] {
  return [
    { label: "With a fee table", options: jurisdictions.filter((j) => j.status !== "unavailable").map(optionFor) },
    { label: "No verified table yet", options: jurisdictions.filter((j) => j.status === "unavailable").map(optionFor) },
  ];
}

export function CourtFeeForm({ onOutcome }: { onOutcome: (outcome: CourtFeeOutcome) => void }) {
  const list = useJurisdictions();
  const { register, handleSubmit, reset, watch, formState } = useForm<CourtFeeFormInput, unknown, Values>({
    resolver: zodResolver(courtFeeFormSchema),
    defaultValues: { state: "", amount_Court: "" },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: Values) {
    try {
      const result = await feeApi.courtFee({ jurisdiction: values.state, amount: values.amount_Court });
      onOutcome({ kind: "fee", result });
      toast({ title: `₹ ${result.feeDisplay}`, description: result.notice ?? `Court fee in ${result.jurisdiction.name}`, action: <CopyButton text={`₹ ${result.feeDisplay}`} /> });
      reset();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof FeeApiError && error.refusal) onOutcome({ kind: "refusal", refusal: error.refusal });
      toast({ variant: "destructive", title: "No fee computed", description: message });
    }
  }

  const groups = list.status === "ready" ? groupsOf(list.jurisdictions) : [];
  const amount = watch("amount_Court");
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Court fee calculator">
      <Field id="state" label="State" errors={errors.state?.message ? [errors.state.message] : []}>
        {(aria) => <NativeSelect {...aria} {...register("state")} placeholder={list.status === "loading" ? "Loading states…" : "Select a state or union territory"} groups={groups} />}
      </Field>
      {list.status === "failed" ? (
        <p role="alert" className="text-sm">
          The list of states could not be loaded.{" "}
          <button type="button" onClick={list.retry} className="font-semibold text-teal underline">
            Try again
          </button>
        </p>
      ) : null}
      <Field id="amount_Court" label="Amount (value of the suit, in rupees)" errors={errors.amount_Court?.message ? [errors.amount_Court.message] : []}>
        {(aria) => <AmountInput {...aria} {...register("amount_Court")} preview={amountPreview(String(amount ?? ""))} previewId="amount_Court-reading" />}
      </Field>
      <PendingButton pending={isSubmitting} label="Calculate" pendingLabel="Calculating…" />
    </form>
  );
}
