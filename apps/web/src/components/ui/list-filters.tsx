import type { ReactNode } from "react";
import { usePendingChoice } from "../../lib/use-pending-choice";
import { SearchBox } from "../organisations/search-box";
import { CheckboxField } from "./checkbox-field";
import { EnumFilter } from "./enum-filter";

/** A select over one enumeration, kept in the URL under `key`. */
export type EnumFilterSpec<Search> = {
  key: keyof Search & string;
  label: string;
  values: readonly string[];
  labelOf: (value: string) => string;
  className?: string;
};

/** An enumeration's select for ListFilters' `enums`: the URL key, its values, the label, each value's label, the width. */
export function enumFilter<Key extends string>(
  key: Key,
  values: readonly string[],
  label: string,
  labelOf: (value: string) => string,
  className?: string,
) {
  return { key, values, label, labelOf, className };
}

/**
 * The usual filters of a list screen, each kept in the URL (lib/list-search.ts): a search box
 * (`search`), then a select per enumeration ("all" clears it), then any further filters.
 */
export function ListFilters<Search extends { search?: string }>({
  search,
  setFilter,
  searchLabel,
  searchPlaceholder,
  allLabel,
  enums = [],
  children,
}: {
  search: Search;
  setFilter: (patch: Partial<Search>) => void;
  searchLabel: string;
  searchPlaceholder?: string;
  /** The enumeration selects' "all" (clears the filter). */
  allLabel: string;
  enums?: Array<EnumFilterSpec<Search>>;
  children?: ReactNode;
}) {
  return (
    <>
      <SearchBox
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search.search}
        onSearch={(value) => setFilter({ search: value } as Partial<Search>)}
      />
      {enums.map((filter) => (
        <EnumFilter
          key={filter.key}
          label={filter.label}
          value={search[filter.key] as string | undefined}
          values={filter.values}
          allLabel={allLabel}
          labelOf={filter.labelOf}
          onChange={(value) => setFilter({ [filter.key]: value } as Partial<Search>)}
          className={filter.className}
        />
      ))}
      {children}
    </>
  );
}

/** An "only …" filter kept in the URL: checked sets it, unchecked leaves it out of the URL. */
export function FlagFilter({
  label,
  checked,
  onChange,
  className,
}: {
  label: string;
  checked: boolean | undefined;
  onChange: (value: true | undefined) => void;
  /** Places the checkbox among the other filters (e.g. level with the inputs' bottom edge). */
  className?: string;
}) {
  const [shown, choose] = usePendingChoice(checked === true);
  const box = (
    <CheckboxField
      label={label}
      checked={shown}
      onChange={(event) => {
        choose(event.target.checked);
        onChange(event.target.checked ? true : undefined);
      }}
    />
  );
  return className ? <div className={className}>{box}</div> : box;
}
