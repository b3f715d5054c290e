// The dashboards' charts, drawn as plain SVG. Tremor's charts (recharts and d3 underneath) were
// 114 KB of gzipped JavaScript on every dashboard; the pictures need bars, an area, a ring, axes
// and a legend only (no tooltip: the figure is inert, the table beside it carries the values).
// Only chart-figure.tsx imports this module, with a dynamic import: its own chunk.
import { useLayoutEffect, useRef, useState } from "react";
import { axisTicks } from "../../lib/chart-scale";

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

// The colours tailwind.config.cjs keeps (safelist): fill-/stroke-/bg-<colour>-500, and the charts'
// own colours, which have one shade (`fulfilment-done`: fill-fulfilment-done).
const COLORS = ["indigo", "emerald", "amber", "rose", "sky", "violet", "teal", "gray"];

const paint = (prefix: "fill" | "stroke" | "bg", color: string) =>
  color.includes("-") ? `${prefix}-${color}` : `${prefix}-${color}-500`;
const fill = (color: string) => paint("fill", color);

const cell = (row: ChartRow, key: string) => {
  const value = Number(row[key] ?? 0);
  return Number.isFinite(value) ? value : 0;
};

/** The width the chart has: measured, so labels keep their size on a phone. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setWidth(Math.round(node.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function Legend({ categories, palette, center }: { categories: string[]; palette: string[]; center?: boolean }) {
  return (
    <ul
      className={`flex flex-wrap ${center ? "justify-center" : "justify-end"} gap-x-4 gap-y-1 text-tremor-label text-tremor-content`}
    >
      {categories.map((category, index) => (
        <li key={category} className="flex items-center gap-1.5">
          <span className={`h-2 w-2 rounded-full ${paint("bg", palette[index % palette.length] ?? "gray")}`} />
          {category}
        </li>
      ))}
    </ul>
  );
}

/** The picture only: the text alternative (a table) is rendered beside it by ChartFigure. */
export default function DashboardChart({ kind, data, index, categories, valueFormatter, colors }: DashboardChartProps) {
  const palette = colors ?? COLORS.slice(0, Math.max(categories.length, 1));
  const { ref, width } = useWidth();
  if (kind === "donut") {
    return (
      <div ref={ref} className="space-y-2">
        <Donut data={data} index={index} category={categories[0] ?? ""} format={valueFormatter} palette={palette} />
        <Legend categories={data.map((row) => String(row[index]))} palette={palette} center />
      </div>
    );
  }
  return (
    <div ref={ref} className="space-y-2">
      <Legend categories={categories} palette={palette} />
      {width > 0 && (
        <Cartesian
          kind={kind}
          data={data}
          index={index}
          categories={categories}
          format={valueFormatter}
          palette={palette}
          width={width}
          axisWidth={kind === "area" ? 64 : 48}
        />
      )}
    </div>
  );
}

const HEIGHT = 232;
const BOTTOM = 24;
const TOP = 8;

function Cartesian({
  kind,
  data,
  index,
  categories,
  format,
  palette,
  width,
  axisWidth,
}: {
  kind: "bar" | "stackedBar" | "area";
  data: ChartRow[];
  index: string;
  categories: string[];
  format: (value: number) => string;
  palette: string[];
  width: number;
  axisWidth: number;
}) {
  const plotWidth = Math.max(width - axisWidth - 8, 1);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const totals = data.map((row) =>
    kind === "stackedBar"
      ? categories.reduce((sum, key) => sum + cell(row, key), 0)
      : Math.max(0, ...categories.map((key) => cell(row, key))),
  );
  const ticks = axisTicks(Math.max(0, ...totals));
  const top = ticks.at(-1) || 1;
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const slot = plotWidth / Math.max(data.length, 1);
  const x = (position: number) => axisWidth + slot * (position + 0.5);
  // Labels of the x axis: as many as fit (about 64 px each), evenly spaced.
  const every = Math.max(1, Math.ceil(data.length / Math.max(1, Math.floor(plotWidth / 64))));
  return (
    <svg width={width} height={HEIGHT} className="overflow-visible" data-chart={kind} role="presentation">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={axisWidth} x2={axisWidth + plotWidth} y1={y(tick)} y2={y(tick)} className="stroke-gray-200" />
          <text
            x={axisWidth - 8}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
            className="fill-tremor-content text-tremor-label"
          >
            {format(tick)}
          </text>
        </g>
      ))}
      {data.map((row, position) =>
        position % every === 0 ? (
          <text
            key={`${String(row[index])}-label`}
            x={x(position)}
            y={HEIGHT - 6}
            textAnchor="middle"
            className="fill-tremor-content text-tremor-label"
          >
            {String(row[index])}
          </text>
        ) : null,
      )}
      {kind === "area" ? (
        categories.map((key, category) => {
          const points = data.map((row, position) => `${x(position)},${y(cell(row, key))}`);
          const color = palette[category % palette.length] ?? "gray";
          const base = `${x(data.length - 1)},${y(0)} ${x(0)},${y(0)}`;
          return (
            <g key={key}>
              <polygon points={`${points.join(" ")} ${base}`} className={fill(color)} fillOpacity={0.2} />
              <polyline points={points.join(" ")} fill="none" strokeWidth={2} className={paint("stroke", color)} />
            </g>
          );
        })
      ) : (
        <Bars
          data={data}
          index={index}
          categories={categories}
          palette={palette}
          stacked={kind === "stackedBar"}
          slot={slot}
          x={x}
          y={y}
        />
      )}
    </svg>
  );
}

function Bars({
  data,
  index,
  categories,
  palette,
  stacked,
  slot,
  x,
  y,
}: {
  data: ChartRow[];
  index: string;
  categories: string[];
  palette: string[];
  stacked: boolean;
  slot: number;
  x: (position: number) => number;
  y: (value: number) => number;
}) {
  const group = Math.min(slot * 0.7, 48);
  const barWidth = stacked ? group : group / Math.max(categories.length, 1);
  return (
    <g>
      {data.map((row, position) => {
        let below = 0;
        return categories.map((key, category) => {
          const value = cell(row, key);
          if (value <= 0) return null;
          const left = stacked ? x(position) - group / 2 : x(position) - group / 2 + category * barWidth;
          const from = stacked ? below : 0;
          below += stacked ? value : 0;
          return (
            <rect
              key={`${String(row[index])}-${key}`}
              x={left}
              width={Math.max(barWidth - 1, 1)}
              y={y(from + value)}
              height={Math.max(y(from) - y(from + value), 0)}
              className={`${fill(palette[category % palette.length] ?? "gray")} stroke-white`}
              strokeWidth={stacked ? 1 : 0}
            />
          );
        });
      })}
    </g>
  );
}

function Donut({
  data,
  index,
  category,
  format,
  palette,
}: {
  data: ChartRow[];
  index: string;
  category: string;
  format: (value: number) => string;
  palette: string[];
}) {
  const values = data.map((row) => Math.max(cell(row, category), 0));
  const total = values.reduce((sum, value) => sum + value, 0);
  const radius = 80;
  const thickness = 16;
  const circumference = 2 * Math.PI * radius;
  let start = 0;
  return (
    <svg viewBox="0 0 208 208" className="mx-auto h-52 w-52" data-chart="donut" role="presentation">
      <circle cx={104} cy={104} r={radius} fill="none" strokeWidth={thickness} className="stroke-gray-100" />
      {values.map((value, position) => {
        if (total <= 0 || value <= 0) return null;
        const length = (value / total) * circumference;
        const offset = -start;
        start += length;
        return (
          <circle
            key={String(data[position]?.[index])}
            cx={104}
            cy={104}
            r={radius}
            fill="none"
            strokeWidth={thickness}
            strokeDasharray={`${length} ${circumference - length}`}
            strokeDashoffset={offset}
            transform="rotate(-90 104 104)"
            className={paint("stroke", palette[position % palette.length] ?? "gray")}
          />
        );
      })}
      <text x={104} y={104} dy="0.32em" textAnchor="middle" className="fill-tremor-content-strong text-tremor-default">
        {format(total)}
      </text>
    </svg>
  );
}
