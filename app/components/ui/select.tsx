import { Select as RadixSelect } from "radix-ui";
import { ChevronDown } from "~/components/layout/icons";
import { cn } from "~/lib/cn";
import { inputClass } from "./field";

export type SelectOption = { value: string; label: string; disabled?: boolean; note?: string };

type SelectProps = {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder: string;
  options: readonly SelectOption[];
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/** A styled Radix select; disabled options stay visible so the visitor sees why they cannot pick them. */
export function Select({ id, name, value, onChange, onBlur, placeholder, options, ...aria }: SelectProps) {
  return (
    <RadixSelect.Root name={name} value={value} onValueChange={onChange} onOpenChange={(open) => !open && onBlur?.()}>
      <RadixSelect.Trigger id={id} className={cn(inputClass, "flex items-center justify-between text-left data-[placeholder]:text-slate/80")} {...aria}>
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon>
          <ChevronDown className="size-4" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content position="popper" sideOffset={4} className="z-[70] max-h-[min(24rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-parchment bg-white shadow-xl">
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="flex min-h-10 cursor-default items-center justify-between gap-3 rounded px-3 py-1.5 text-ink outline-none select-none data-[disabled]:text-slate/60 data-[highlighted]:bg-parchment"
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                {option.note ? <span className="shrink-0 text-xs text-slate">{option.note}</span> : null}
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
