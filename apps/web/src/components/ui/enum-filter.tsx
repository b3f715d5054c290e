import { usePendingChoice } from "../../lib/use-pending-choice";
import { SelectField } from "./select-field";

/** A list filter over one enumeration (spec §4), kept in the URL by the caller; "all" clears it. */
export function EnumFilter<Value extends string>({
  label,
  value,
  values,
  allLabel,
  labelOf,
  onChange,
  className,
}: {
  label: string;
  value: Value | undefined;
  values: readonly Value[];
  allLabel: string;
  labelOf: (value: Value) => string;
  onChange: (value: Value | undefined) => void;
  className?: string;
}) {
  const [shown, choose] = usePendingChoice(value ?? "");
  return (
    <SelectField
      label={label}
      value={shown}
      placeholder={allLabel}
      onChange={(event) => {
        choose(event.target.value);
        onChange((event.target.value || undefined) as Value | undefined);
      }}
      options={values.map((entry) => ({ value: entry, label: labelOf(entry) }))}
      className={className}
    />
  );
}
