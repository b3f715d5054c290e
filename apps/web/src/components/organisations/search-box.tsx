import { useRouter } from "@tanstack/react-router";
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
  const router = useRouter();
  const listPath = useRef(router.state.location.pathname);

  // Back/forward or a link changed the URL: show what it says.
  useEffect(() => setText(value ?? ""), [value]);

  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === (value ?? undefined)) return;
    const timer = setTimeout(() => {
      // A result was opened meanwhile (its page may still be loading): stay there.
      if (router.state.location.pathname !== listPath.current) return;
      latest.current(next);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, router]);

  return (
    // Never squeezed below a readable width: the filters beside it wrap to the next line instead.
    <div className="min-w-0 flex-1 space-y-1 md:min-w-[14rem]">
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
