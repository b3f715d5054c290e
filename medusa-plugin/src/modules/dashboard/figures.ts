// Shared pieces of the role dashboards' figures (data-access/*.ts): the day and month ranges and
// money per currency.
import { platformTimeZone, startOfDayInPlatformZone, todayInPlatformZone } from "../../lib/dates";

export type Money = { currency: string; amount: number };
export type CountAndMoney = { count: number; amounts: Money[] };

/** The calendar days (YYYY-MM-DD, platform time zone) from `days - 1` days ago up to today. */
export function lastDays(days: number, now: Date = new Date()): string[] {
  const today = todayInPlatformZone(now);
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1, day - (days - 1 - index)));
    return date.toISOString().slice(0, 10);
  });
}

/** The first instant of the first of those days: queries compare a timestamp with it (index range). */
export function sinceFirstOf(days: string[]): Date {
  return startOfDayInPlatformZone(days[0] as string);
}

/** The calendar months (YYYY-MM) of the last `months` months, oldest first. */
export function lastMonths(months: number, now: Date = new Date()): string[] {
  const [year, month] = todayInPlatformZone(now).split("-").map(Number) as [number, number];
  return Array.from({ length: months }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (months - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

export function sinceFirstMonth(months: string[]): Date {
  return startOfDayInPlatformZone(`${months[0]}-01`);
}

export { platformTimeZone, todayInPlatformZone };

/** A row of (group, currency, count, amount), as the dashboards' money queries give them. */
export type MoneyRow = { grp: string; currency: string | null; count: number | string; amount: number | string | null };

/** Rows of (group, currency, count, amount) folded into one CountAndMoney per group. */
export function foldMoney<G extends string>(groups: readonly G[], rows: MoneyRow[]): Record<G, CountAndMoney> {
  const result = Object.fromEntries(groups.map((group) => [group, { count: 0, amounts: [] as Money[] }])) as Record<
    G,
    CountAndMoney
  >;
  for (const row of rows) {
    const target = result[row.grp as G];
    if (!target) continue;
    target.count += Number(row.count);
    if (row.currency && Number(row.amount)) {
      target.amounts.push({ currency: row.currency, amount: Number(row.amount) });
    }
  }
  return result;
}

/** Two count-and-money figures added up (amounts per currency). */
export function mergeMoney(a: CountAndMoney, b: CountAndMoney): CountAndMoney {
  const amounts = new Map<string, number>();
  for (const money of [...a.amounts, ...b.amounts]) {
    amounts.set(money.currency, (amounts.get(money.currency) ?? 0) + money.amount);
  }
  return {
    count: a.count + b.count,
    amounts: [...amounts.entries()].map(([currency, amount]) => ({ currency, amount })),
  };
}
