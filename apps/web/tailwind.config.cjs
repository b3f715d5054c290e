// Tailwind 3 with Tremor 3's theme tokens (Tremor's components are styled through them).
const colors = require("tailwindcss/colors");

/**
 * Contrast (WCAG 2.1 AA), decided here once for every screen. Tremor draws badge and callout text
 * in shade 600 on a 10 % tint of shade 500, and primary buttons white on shade 500; for the light
 * hues that is 3 – 4.2 : 1 ("Active" in emerald: 3.4 : 1). Their shades from 500 on move one
 * (pinks) or two (reds, yellows, greens, blues) steps darker (a rose secondary button's text on a
 * grey-50 card was 4.49 : 1 at one step): badge text then reaches ≥ 5.1 : 1
 * on its tint and white on a button ≥ 4.6 : 1, and hover shades stay darker than their base.
 * Indigo, violet, purple, blue and the greys already pass.
 */
const SHADES = [500, 600, 700, 800, 900, 950];
function darker(palette, steps) {
  const moved = Object.fromEntries(
    SHADES.map((shade, i) => [shade, palette[SHADES[Math.min(i + steps, SHADES.length - 1)]]]),
  );
  return { ...palette, ...moved };
}
const accessibleColors = {
  ...Object.fromEntries(["pink", "fuchsia"].map((hue) => [hue, darker(colors[hue], 1)])),
  ...Object.fromEntries(
    ["red", "rose", "sky", "cyan", "teal", "emerald", "green", "lime", "yellow", "amber", "orange"].map((hue) => [
      hue,
      darker(colors[hue], 2),
    ]),
  ),
};

/**
 * The stacked charts' colours (issue 34): each reaches 3 : 1 against the white card, and the
 * middle series, stacked between the other two, 3 : 1 against each of them, light – dark – light
 * (lib/chart-colours.test.ts measures it). The fulfilment chart's emerald and sky at shade 500 were
 * 1.1 : 1 apart; no three hues can all be 3 : 1 apart and from white.
 */
const chartColors = {
  // The customer dashboard: Not fulfilled, Partially fulfilled, Fulfilled.
  fulfilment: { none: colors.orange[600], partial: colors.blue[950], done: colors.emerald[600] },
  // Support's Shopify intake: delivered at once, retried, failed for good.
  intake: { delivered: colors.emerald[600], retried: colors.amber[950], failed: colors.rose[500] },
};

/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ["./index.html", "./src/**/*.{ts,tsx}", "../../node_modules/@tremor/**/*.{js,ts,jsx,tsx}"],
  theme: {
    transparent: "transparent",
    current: "currentColor",
    extend: {
      colors: {
        ...accessibleColors,
        ...chartColors,
        tremor: {
          brand: {
            faint: colors.indigo[50],
            muted: colors.indigo[200],
            subtle: colors.indigo[400],
            DEFAULT: colors.indigo[600],
            emphasis: colors.indigo[700],
            inverted: colors.white,
          },
          background: {
            muted: colors.gray[50],
            subtle: colors.gray[100],
            DEFAULT: colors.white,
            emphasis: colors.gray[700],
          },
          border: { DEFAULT: colors.gray[200] },
          ring: { DEFAULT: colors.gray[200] },
          content: {
            // Placeholders and hints: gray-400 is 2.5 : 1 on white, gray-500 4.8 : 1.
            subtle: colors.gray[500],
            DEFAULT: colors.gray[600],
            emphasis: colors.gray[700],
            strong: colors.gray[900],
            inverted: colors.white,
          },
        },
      },
      boxShadow: {
        "tremor-input": "0 1px 2px 0 rgb(0 0 0 / 0.05)",
        "tremor-card": "0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)",
        "tremor-dropdown": "0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)",
      },
      borderRadius: { "tremor-small": "0.375rem", "tremor-default": "0.5rem", "tremor-full": "9999px" },
      fontSize: {
        "tremor-label": ["0.75rem", { lineHeight: "1rem" }],
        "tremor-default": ["0.875rem", { lineHeight: "1.25rem" }],
        "tremor-title": ["1.125rem", { lineHeight: "1.75rem" }],
        "tremor-metric": ["1.875rem", { lineHeight: "2.25rem" }],
      },
    },
  },
  // Tremor composes colour classes at run time (bg-${color}-100 …): keep the palette we use.
  safelist: ["bg", "text", "border", "ring", "stroke", "fill"].flatMap((prefix) => [
    {
      pattern: new RegExp(
        `^${prefix}-(indigo|violet|sky|amber|rose|emerald|teal|gray)-(50|100|200|300|400|500|600|700|800|900|950)$`,
      ),
      variants: ["hover"],
    },
    { pattern: new RegExp(`^${prefix}-(fulfilment|intake)-[a-z]+$`), variants: ["hover"] },
  ]),
  plugins: [],
};
