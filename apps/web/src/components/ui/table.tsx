/**
 * Around a Tremor table: scrolls sideways on narrow screens, and its cells are a little denser than
 * Tremor's default so that a six-column list fits next to the sidebar.
 */
export const TABLE_WRAPPER = "overflow-x-auto [&_td]:px-3 [&_td]:py-3 [&_th]:px-3";

/** A link that looks like Tremor's primary button (a link inside a button is not valid HTML). */
export const LINK_BUTTON =
  "inline-flex items-center justify-center rounded-tremor-default border border-tremor-brand bg-tremor-brand px-4 py-2 text-sm font-medium text-white shadow-tremor-input hover:bg-tremor-brand-emphasis focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-300";
