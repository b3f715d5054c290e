/**
 * Around a Tremor table: scrolls sideways on narrow screens, and its cells are a little denser than
 * Tremor's default so that a six-column list fits next to the sidebar.
 */
export const TABLE_WRAPPER = "overflow-x-auto [&_td]:px-3 [&_td]:py-3 [&_th]:px-3";
