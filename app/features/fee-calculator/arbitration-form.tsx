import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field } from "~/components/ui/field";
import { PendingButton } from "~/components/ui/pending-button";
import { toast } from "~/components/ui/toast-store";
import { feeApi } from "~/lib/fee-api";
import type { ArbitrationOk } from "../../../core/fees/arbitration-fee";
import { DEFAULT_TRIBUNAL, TRIBUNALS, arbitrationFormSchema, isTribunal } from "../../../core/fees/contract";
import { ARBITRATION_EXPLANATIONS } from "../../../core/fees/data/arbitration-explanations";
import { useLocale, useMessage, useT } from "~/lib/i18n/translations";
import { AmountInput, amountPreview, withAddressName } from "./amount-input";
import { rupees } from "./arbitration-result";
import { CopyButton, CopyLinkButton, useCopyTexts } from "./copy-button";
import {
  type AddressErrors,
  type ArbitrationAddressValues,
  arbitrationAddress,
  arbitrationPath,
  showAddress,
  answerAnchor,
} from "./result-address";

type Values = z.output<typeof arbitrationFormSchema>;
type Input = z.input<typeof arbitrationFormSchema>;

type ArbitrationFormProps = {
  /** The inputs and messages of the page's address, so a result address opens with the form as it was sent. */
  initial: ArbitrationAddressValues;
  initialErrors: AddressErrors<"amount_Arbitration" | "counterClaim" | "tribunal"> | null;
  onResult: (result: ArbitrationOk) => void;
};

/** Without script the form is sent to its own address and the server answers with the result. */
export function ArbitrationForm({ initial, initialErrors, onResult }: ArbitrationFormProps) {
  const initialTribunal = isTribunal(initial.tribunal) ? initial.tribunal : DEFAULT_TRIBUNAL;
  const { register, handleSubmit, reset, watch, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(arbitrationFormSchema),
    defaultValues: {
      amount_Arbitration: initial.amount,
      counterClaim: initial.counterClaim,
      tribunal: initialTribunal,
    },
    errors: initialErrors ?? undefined,
  });
  const { errors, isSubmitting } = formState;
  const t = useT();
  const inLanguage = useMessage();
  const locale = useLocale();
  const copyTexts = useCopyTexts();
  const soleArbitratorNote = inLanguage(ARBITRATION_EXPLANATIONS.soleArbitratorUplift);

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
        title: rupees(result.perArbitrator, t),
        description: t("calculators.arbitration.toastDescription", { note: soleArbitratorNote }),
        action: (
          <div className="flex flex-wrap gap-2">
            <CopyButton text={rupees(result.perArbitrator, t)} texts={copyTexts} />
            <CopyLinkButton texts={copyTexts} />
          </div>
        ),
      });
      reset({ amount_Arbitration: "", counterClaim: "", tribunal: DEFAULT_TRIBUNAL });
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("calculators.noFee"),
        description: inLanguage(error instanceof Error ? error.message : String(error)),
      });
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
      aria-label={t("calculators.arbitration.formLabel")}
    >
      <Field
        id="amount_Arbitration"
        label={t("calculators.arbitration.amount")}
        errors={errors.amount_Arbitration?.message ? [inLanguage(errors.amount_Arbitration.message)] : []}
      >
        {(aria) => (
          <AmountInput
            {...aria}
            {...withAddressName(register("amount_Arbitration"), "amount")}
            defaultValue={initial.amount}
            placeholder={t("calculators.amountPlaceholder")}
            preview={amountPreview(String(amount ?? ""), locale)}
            previewId="amount_Arbitration-reading"
          />
        )}
      </Field>
      <Field
        id="counterClaim"
        label={t("calculators.arbitration.counterClaim")}
        errors={errors.counterClaim?.message ? [inLanguage(errors.counterClaim.message)] : []}
      >
        {(aria) => (
          <AmountInput
            {...aria}
            {...register("counterClaim")}
            defaultValue={initial.counterClaim}
            placeholder={t("calculators.optional")}
            preview={amountPreview(String(counterClaim ?? ""), locale)}
            previewId="counterClaim-reading"
          />
        )}
      </Field>
      <fieldset>
        <legend className="font-medium">{t("calculators.arbitration.tribunal")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {TRIBUNALS.map((tribunal) => (
            <label key={tribunal} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                value={tribunal}
                {...register("tribunal")}
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
      <PendingButton pending={isSubmitting} label={t("calculators.calculate")} pendingLabel={t("calculators.calculating")} />
    </form>
  );
}
