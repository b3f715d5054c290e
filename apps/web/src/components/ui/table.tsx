/**
 * Around a Tremor table: its cells a little denser than Tremor's default and its headers free to
 * wrap (only when the columns are short of room) so that a wide list fits next to the sidebar; `data-table` (styles/index.css) turns its rows into cards on a phone and
 * keeps the row actions in view while a wide table scrolls sideways. The table's scroll container
 * is positioned, so that its screen-reader-only (absolute) texts scroll with it instead of
 * widening the page.
 */
export const TABLE_WRAPPER =
  "data-table relative overflow-x-auto [&_.tremor-Table-root]:relative [&_td]:px-2 [&_td]:py-3 [&_th]:px-2 [&_th]:whitespace-normal";

/** A link that looks like Tremor's primary button (a link inside a button is not valid HTML). */
export const LINK_BUTTON =
  "inline-flex items-center justify-center rounded-tremor-default border border-tremor-brand bg-tremor-brand px-4 py-2 text-sm font-medium text-white shadow-tremor-input hover:bg-tremor-brand-emphasis focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-300";
