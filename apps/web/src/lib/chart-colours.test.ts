import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The palettes as the build uses them: tailwind.config's stacked charts' colours.
const config = createRequire(import.meta.url)("../../tailwind.config.cjs") as {
  theme: { extend: { colors: Record<"fulfilment" | "intake", Record<string, string>> } };
};
const { fulfilment, intake } = config.theme.extend.colors;

/** WCAG 2.1's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("the stacked charts' colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  // [palette, its series from the bottom of the stack up]
  const charts: Array<[string, Record<string, string>, string[]]> = [
    ["fulfilment", fulfilment, ["none", "partial", "done"]],
    ["intake", intake, ["delivered", "retried", "failed"]],
  ];

  it.each(charts)(
    "%s: every series stands out from the white card at 3 : 1 or more (WCAG 1.4.11)",
    (_, palette, series) => {
      for (const name of series) expect(contrast(palette[name] as string, "#ffffff")).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(charts)("%s: the middle series is 3 : 1 or more from both its neighbours", (_, palette, series) => {
    const [below, middle, above] = series.map((name) => palette[name] as string) as [string, string, string];
    expect(contrast(middle, below)).toBeGreaterThanOrEqual(3);
    expect(contrast(middle, above)).toBeGreaterThanOrEqual(3);
  });
});
