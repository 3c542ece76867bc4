import type { Ref, SelectHTMLAttributes } from "react";
import { ChevronDown } from "~/components/layout/icons";
import { cn } from "~/lib/cn";
import { inputClass } from "./field";

export type SelectOption = { value: string; label: string; disabled?: boolean };
export type SelectGroup = { label: string; options: readonly SelectOption[] };

type NativeSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  placeholder: string;
  options?: readonly SelectOption[];
  groups?: readonly SelectGroup[];
  ref?: Ref<HTMLSelectElement>;
};

/**
 * The platform's own select: the phone's picker on phones, full keyboard and screen-reader support
 * everywhere, and no script to download. The placeholder is an empty, unselectable first option.
 */
export function NativeSelect({ placeholder, options = [], groups = [], className, ref, ...props }: NativeSelectProps) {
  const renderOption = (option: SelectOption) => (
    <option key={option.value} value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  );
  return (
    <div className="relative">
      <select ref={ref} className={cn(inputClass, "appearance-none pr-10", className)} {...props}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map(renderOption)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map(renderOption)}
          </optgroup>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate" />
    </div>
  );
}
