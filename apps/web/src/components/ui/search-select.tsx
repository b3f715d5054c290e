import { useDeferredValue, useState } from "react";
import { FormField } from "../form-field";
import { SelectField } from "./select-field";

export type SearchOption = { value: string; label: string };

/**
 * A search field that narrows a select's choices (the hook queries with the search term): for
 * lists too long for one select, such as organisations or product variants.
 */
export function SearchSelect({
  label,
  searchLabel,
  placeholder,
  selected,
  onChange,
  errors,
  useOptions,
}: {
  label: string;
  searchLabel: string;
  placeholder: string;
  /** The current choice: it stays in the select whatever the search. */
  selected: SearchOption | undefined;
  onChange: (option: SearchOption | undefined) => void;
  errors?: string[];
  /** The choices for a search term (a query hook). */
  useOptions: (search: string) => SearchOption[];
}) {
  const [search, setSearch] = useState("");
  const found = useOptions(useDeferredValue(search.trim()));
  const options = selected && !found.some((option) => option.value === selected.value) ? [selected, ...found] : found;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField label={searchLabel} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <SelectField
        label={label}
        value={selected?.value ?? ""}
        placeholder={placeholder}
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value))}
        options={options}
        userOptions
        errors={errors}
      />
    </div>
  );
}
