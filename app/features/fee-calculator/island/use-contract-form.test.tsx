// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES, courtFeeFormSchema } from "../../../../core/fees/contract";
import { useContractForm } from "./use-contract-form";

function CourtFeeLikeForm({ onValid }: { onValid: (values: unknown) => Promise<void> }) {
  const { errors, pending, onSubmit, onChange, onFocus } = useContractForm({
    schema: () => Promise.resolve(courtFeeFormSchema),
    read: (data) => ({ state: String(data.get("state") ?? ""), amount_Court: data.get("amount") }),
    initialErrors: null,
    onValid,
  });
  return (
    <form aria-label="form" onSubmit={onSubmit} onChange={onChange} onFocus={onFocus} noValidate>
      <input id="state" name="state" aria-label="State" defaultValue="" />
      <input id="amount_Court" name="amount" aria-label="Amount" defaultValue="" />
      <p data-testid="state-error">{errors.state?.message}</p>
      <p data-testid="amount-error">{errors.amount_Court?.message}</p>
      <button type="submit" disabled={pending}>
        Calculate
      </button>
    </form>
  );
}

describe("useContractForm", () => {
  it("shows the contract's messages on submit, focuses the first field with one, and follows changes after", async () => {
    const onValid = vi.fn(() => Promise.resolve());
    render(<CourtFeeLikeForm onValid={onValid} />);
    fireEvent.submit(screen.getByRole("form"));
    await waitFor(() => expect(screen.getByTestId("state-error").textContent).toBe(MESSAGES.stateRequired));
    expect(screen.getByTestId("amount-error").textContent).toBe(MESSAGES.amountRequired);
    expect(document.activeElement).toBe(screen.getByLabelText("State"));
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.input(screen.getByLabelText("State"), { target: { value: "DL" } });
    await waitFor(() => expect(screen.getByTestId("state-error").textContent).toBe(""));
    fireEvent.input(screen.getByLabelText("Amount"), { target: { value: "0" } });
    await waitFor(() => expect(screen.getByTestId("amount-error").textContent).toBe(MESSAGES.amountPositive));

    fireEvent.input(screen.getByLabelText("Amount"), { target: { value: "510" } });
    fireEvent.submit(screen.getByRole("form"));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ state: "DL", amount_Court: 510 }, expect.anything()));
    expect(screen.getByTestId("amount-error").textContent).toBe("");
  });
});
