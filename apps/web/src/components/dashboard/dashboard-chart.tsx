// The dashboards' charts (Tremor → recharts). Only lazy-chart.tsx imports this module, with a
// dynamic import, so the chart code is its own chunk, loaded by dashboard routes only.
import { AreaChart, BarChart, DonutChart } from "@tremor/react";

export type ChartRow = Record<string, string | number>;

export type DashboardChartProps = {
  kind: "bar" | "stackedBar" | "area" | "donut";
  data: ChartRow[];
  /** The key of each row's label (a day, a month, a status). */
  index: string;
  /** The plotted keys (for a donut: the one value key). */
  categories: string[];
  valueFormatter: (value: number) => string;
  colors?: string[];
};

const COLORS = ["indigo", "emerald", "amber", "rose", "sky", "violet", "teal", "fuchsia", "lime"];

/** The picture only: the text alternative (a table) is rendered beside it by ChartFigure. */
export default function DashboardChart({ kind, data, index, categories, valueFormatter, colors }: DashboardChartProps) {
  const palette = colors ?? COLORS.slice(0, Math.max(categories.length, 1));
  if (kind === "donut") {
    return (
      <DonutChart
        data={data}
        index={index}
        category={categories[0] as string}
        valueFormatter={valueFormatter}
        colors={palette}
        className="h-52"
        showAnimation={false}
      />
    );
  }
  if (kind === "area") {
    return (
      <AreaChart
        data={data}
        index={index}
        categories={categories}
        valueFormatter={valueFormatter}
        colors={palette}
        className="h-64"
        yAxisWidth={64}
        showAnimation={false}
      />
    );
  }
  return (
    <BarChart
      data={data}
      index={index}
      categories={categories}
      valueFormatter={valueFormatter}
      colors={palette}
      stack={kind === "stackedBar"}
      className="h-64"
      yAxisWidth={48}
      showAnimation={false}
    />
  );
}
