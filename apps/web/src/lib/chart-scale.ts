/** The value axis of a dashboard chart: round steps (1, 2, 5 × 10ⁿ) from 0 to at least `max`. */
export function axisTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
  // Multiplied, not summed, and rounded: 3 × 0.1 is 0.30000000000000004.
  const tick = (position: number) => Number((position * step).toPrecision(12));
  const ticks = [0];
  while ((ticks.at(-1) ?? 0) < max) ticks.push(tick(ticks.length));
  return ticks;
}
