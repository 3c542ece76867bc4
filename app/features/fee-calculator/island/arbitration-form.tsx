import { useState } from "react";
import { PendingButton } from "~/components/ui/pending-button";
import { toast } from "~/components/ui/toast";
import { feeApi } from "~/lib/fee-api";
import type { ArbitrationOk } from "../../../../core/fees/arbitration-fee";
import type { ArbitrationFormValues } from "../../../../core/fees/contract";
import { DEFAULT_TRIBUNAL, TRIBUNALS, isTribunal } from "../../../../core/fees/tribunal";
import { localizedPath } from "~/lib/i18n/locale";
import { useLocale, useMessage, useT } from "~/lib/i18n/translations";
import { AmountField } from "./amount-field";
import { rupees } from "./arbitration-result";
import { CopyButton, CopyLinkButton, useCopyTexts } from "./copy-button";
import { useFailureSentence } from "../failure-sentence";
import {
  type AddressErrors,
  type ArbitrationAddressValues,
  arbitrationAddress,
  arbitrationPath,
  showAddress,
  answerAnchor,
} from "../result-address";
import { setFormValues, useContractForm } from "./use-contract-form";

type ArbitrationFormProps = {
  /** The inputs and messages of the page's address, so a result address opens with the form as it was sent. */
  initial: ArbitrationAddressValues;
  initialErrors: AddressErrors<"amount_Arbitration" | "counterClaim" | "tribunal"> | null;
  onResult: (result: ArbitrationOk) => void;
  /** The fee data's sentence on the sole arbitrator's 25%, in English, from the page's loader. */
  soleArbitratorUplift: string;
};

/** Without script the form is sent to its own address and the server answers with the result. */
export function ArbitrationForm({ initial, initialErrors, onResult, soleArbitratorUplift }: ArbitrationFormProps) {
  const initialTribunal = isTribunal(initial.tribunal) ? initial.tribunal : DEFAULT_TRIBUNAL;
  // Each calculation empties the form; the amounts' readings follow (AmountField).
  const [calculations, setCalculations] = useState(0);
  const { errors, pending, onSubmit, onChange, onFocus } = useContractForm({
    schema: () => import("../../../../core/fees/contract").then((contract) => contract.arbitrationFormSchema),
    read: (data) => ({ amount_Arbitration: data.get("amount"), counterClaim: data.get("counterClaim"), tribunal: data.get("tribunal") }),
    initialErrors,
    onValid: calculate,
  });
  const t = useT();
  const inLanguage = useMessage();
  const locale = useLocale();
  const copyTexts = useCopyTexts();
  const failureSentence = useFailureSentence();
  const soleArbitratorNote = inLanguage(soleArbitratorUplift);

  async function calculate(values: ArbitrationFormValues, form: HTMLFormElement) {
    try {
      const result = await feeApi.arbitrationFee(
        {
          amount: values.amount_Arbitration,
          counterClaim: values.counterClaim,
          tribunal: values.tribunal,
        },
        locale,
      );
      showAddress(
        arbitrationAddress({ amount: values.amount_Arbitration, counterClaim: values.counterClaim, tribunal: values.tribunal }, locale),
      );
      onResult(result);
      toast({
        title: rupees(result.perArbitrator, locale),
        description: t("calculators.arbitration.toastDescription", { note: soleArbitratorNote }),
        action: (
          <div className="flex flex-wrap gap-2">
            <CopyButton text={rupees(result.perArbitrator, locale)} texts={copyTexts} />
            <CopyLinkButton texts={copyTexts} />
          </div>
        ),
      });
      setFormValues(form, { amount: "", counterClaim: "", tribunal: DEFAULT_TRIBUNAL });
      setCalculations((n) => n + 1);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("calculators.noFee"),
        description: failureSentence(error),
        keepClear: [...form.querySelectorAll("button[type=submit]")],
      });
    }
  }

  return (
    <form
      method="get"
      action={`${localizedPath(arbitrationPath, locale)}#${answerAnchor}`}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={onFocus}
      noValidate
      className="space-y-5"
      aria-label={t("calculators.arbitration.formLabel")}
    >
      <AmountField
        id="amount_Arbitration"
        name="amount"
        label={t("calculators.arbitration.amount")}
        error={errors.amount_Arbitration?.message}
        defaultValue={initial.amount}
        placeholder={t("calculators.amountPlaceholder")}
        cleared={calculations}
      />
      <AmountField
        id="counterClaim"
        name="counterClaim"
        label={t("calculators.arbitration.counterClaim")}
        error={errors.counterClaim?.message}
        defaultValue={initial.counterClaim}
        placeholder={t("calculators.optional")}
        cleared={calculations}
      />
      <fieldset>
        <legend className="font-medium">{t("calculators.arbitration.tribunal")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {TRIBUNALS.map((tribunal) => (
            <label key={tribunal} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                value={tribunal}
                name="tribunal"
                defaultChecked={tribunal === initialTribunal}
                className="size-5 accent-navy"
              />
              {t(`calculators.arbitration.${tribunal}`)}
            </label>
          ))}
        </div>
        {errors.tribunal?.message ? (
          <p id="tribunal-error" className="mt-1.5 text-sm font-medium text-danger">
            {inLanguage(errors.tribunal.message)}
          </p>
        ) : null}
      </fieldset>
      <p className="text-sm text-slate">{soleArbitratorNote}</p>
      <PendingButton pending={pending} label={t("calculators.calculate")} pendingLabel={t("calculators.calculating")} />
    </form>
  );
}
