import { useEffect, useId, useRef, useState } from "react";
import { INPUT_CLASS } from "../form-field";

const DEBOUNCE_MS = 300;

/** A search field that writes to the URL a moment after typing stops (and at once on Enter). */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string | undefined;
  onSearch: (value: string | undefined) => void;
  label: string;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // Back/forward or a link changed the URL: show what it says.
  useEffect(() => setText(value ?? ""), [value]);

  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === (value ?? undefined)) return;
    const timer = setTimeout(() => latest.current(next), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="min-w-0 flex-1 space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-tremor-content-emphasis">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") latest.current(text.trim() || undefined);
        }}
        className={`${INPUT_CLASS} border-tremor-border`}
      />
    </div>
  );
}
