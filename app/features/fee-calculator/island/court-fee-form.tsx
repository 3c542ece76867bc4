import { useState } from "react";
import { Field } from "~/components/ui/field";
import { PendingButton } from "~/components/ui/pending-button";
import { NativeSelect, type SelectGroup, type SelectOption } from "~/components/ui/native-select";
import { toast } from "~/components/ui/toast";
import { FeeApiError, feeApi } from "~/lib/fee-api";
import { localizedPath } from "~/lib/i18n/locale";
import { type Translate, useLocale, useMessage, useT } from "~/lib/i18n/translations";
import { formatIndianRupees, rupeeFigure, rupeesInText } from "../../../../core/fees/indian-format";
import type { CourtFeeFormValues as Values } from "../../../../core/fees/contract";
import type { CourtFeeOk, CourtFeeRefusal } from "../../../../core/fees/court-fee";
import type { JurisdictionChoice } from "../../../../core/fees/jurisdictions";
import { AmountField } from "./amount-field";
import { type JurisdictionNames, inShownOrder, shownName } from "../jurisdiction-names";
import { confidenceKey } from "./confidence-badge";
import { CopyButton, CopyLinkButton, useCopyTexts } from "./copy-button";
import {
  type AddressErrors,
  type CourtFeeAddressValues,
  courtFeeAddress,
  courtFeePath,
  showAddress,
  answerAnchor,
} from "../result-address";
import { useFailureSentence } from "../failure-sentence";
import { setFormValues, useContractForm } from "./use-contract-form";
import { useJurisdictions } from "./use-jurisdictions";

export type CourtFeeOutcome = { kind: "fee"; result: CourtFeeOk } | { kind: "refusal"; refusal: CourtFeeRefusal };

function optionFor(j: JurisdictionChoice, names: JurisdictionNames, t: Translate): SelectOption {
  const name = shownName(j, names);
  if (j.status === "unavailable") return { value: j.id, label: t("calculators.courtFee.noTable", { name }), disabled: true };
  const confidence = t(confidenceKey(j.confidence));
  // English writes "(high confidence)"; Hindi keeps "विश्वसनीयता: उच्च" as it is.
  const shown = /^[A-Z]/.test(confidence) ? confidence.toLowerCase() : confidence;
  if (j.status !== "partial") return { value: j.id, label: t("calculators.courtFee.option", { name, confidence: shown }) };
  const range =
    j.validUpTo === null
      ? t("calculators.courtFee.from", { amount: formatIndianRupees(j.validFrom ?? 0) })
      : t("calculators.courtFee.upTo", { amount: formatIndianRupees(j.validUpTo) });
  return { value: j.id, label: t("calculators.courtFee.optionPartial", { name, confidence: shown, range }) };
}

/**
 * Jurisdictions with a table first; those without stay listed, marked and not selectable; each group
 * in the page's order (Hindi order of the Hindi names on a Hindi page).
 */
function jurisdictionGroups(jurisdictions: readonly JurisdictionChoice[], names: JurisdictionNames, t: Translate): readonly SelectGroup[] {
  const option = (j: JurisdictionChoice) => optionFor(j, names, t);
  const ordered = inShownOrder(jurisdictions, names);
  return [
    { label: t("calculators.courtFee.withTable"), options: ordered.filter((j) => j.status !== "unavailable").map(option) },
    { label: t("calculators.courtFee.withoutTable"), options: ordered.filter((j) => j.status === "unavailable").map(option) },
  ];
}

type CourtFeeFormProps = {
  jurisdictions: readonly JurisdictionChoice[];
  /** The names the page shows instead of the data's (the Hindi names), or NO_NAMES. */
  names: JurisdictionNames;
  /** The inputs and messages of the page's address, so a result address opens with the form as it was sent. */
  initial: CourtFeeAddressValues;
  initialErrors: AddressErrors<"state" | "amount_Court"> | null;
  onOutcome: (outcome: CourtFeeOutcome) => void;
};

/** Without script the form is sent to its own address and the server answers with the result. */
export function CourtFeeForm({ jurisdictions, names, initial, initialErrors, onOutcome }: CourtFeeFormProps) {
  const list = useJurisdictions(jurisdictions);
  const t = useT();
  const inLanguage = useMessage();
  const locale = useLocale();
  const copyTexts = useCopyTexts();
  const failureSentence = useFailureSentence(names);
  // Each calculation empties the form; the amount's reading follows (AmountField).
  const [calculations, setCalculations] = useState(0);
  const { errors, pending, onSubmit, onChange, onFocus } = useContractForm({
    schema: () => import("../../../../core/fees/contract").then((contract) => contract.courtFeeFormSchema),
    read: (data) => ({ state: String(data.get("state") ?? ""), amount_Court: data.get("amount") }),
    initialErrors,
    onValid: calculate,
  });

  async function calculate(values: Values, form: HTMLFormElement) {
    const address = courtFeeAddress({ state: values.state, amount: values.amount_Court }, locale);
    try {
      const result = await feeApi.courtFee({ jurisdiction: values.state, amount: values.amount_Court }, locale);
      showAddress(address);
      onOutcome({ kind: "fee", result });
      const fee = rupeeFigure(result.feeDisplay, locale);
      toast({
        title: fee,
        description: result.notice
          ? inLanguage(result.notice)
          : t("calculators.courtFee.feeIn", { name: shownName(result.jurisdiction, names) }),
        action: (
          <div className="flex flex-wrap gap-2">
            <CopyButton text={fee} texts={copyTexts} />
            <CopyLinkButton texts={copyTexts} />
          </div>
        ),
      });
      setFormValues(form, { state: "", amount: "" });
      setCalculations((n) => n + 1);
    } catch (error) {
      if (error instanceof FeeApiError && error.refusal) {
        showAddress(address);
        onOutcome({ kind: "refusal", refusal: error.refusal });
      }
      toast({
        variant: "destructive",
        title: t("calculators.noFee"),
        description: rupeesInText(failureSentence(error), locale),
        keepClear: [...form.querySelectorAll("button[type=submit]")],
      });
    }
  }

  return (
    <form
      method="get"
      action={`${localizedPath(courtFeePath, locale)}#${answerAnchor}`}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={onFocus}
      noValidate
      className="space-y-5"
      aria-label={t("calculators.courtFee.formLabel")}
    >
      <Field id="state" label={t("calculators.courtFee.state")} errors={errors.state?.message ? [inLanguage(errors.state.message)] : []}>
        {(aria) => (
          <NativeSelect
            {...aria}
            name="state"
            defaultValue={initial.state}
            placeholder={t("calculators.courtFee.statePlaceholder")}
            groups={jurisdictionGroups(list, names, t)}
          />
        )}
      </Field>
      <AmountField
        id="amount_Court"
        name="amount"
        label={t("calculators.courtFee.amount")}
        error={errors.amount_Court?.message}
        defaultValue={initial.amount}
        placeholder={t("calculators.amountPlaceholder")}
        cleared={calculations}
      />
      <PendingButton pending={pending} label={t("calculators.calculate")} pendingLabel={t("calculators.calculating")} />
    </form>
  );
}
