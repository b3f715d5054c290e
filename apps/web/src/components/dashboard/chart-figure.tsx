import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PlainCard } from "../ui/plain-tremor";
import { LoadingBlock } from "../ui/query-state";
import type { DashboardChartProps } from "./dashboard-chart";

// Charts (our SVG, dashboard-chart.tsx) are loaded on the dashboards only, never with the sign-in page.
const DashboardChart = lazy(() => import("./dashboard-chart"));

/**
 * The picture is hidden from assistive technology (the table says the same), and `inert` keeps
 * it out of the tab order and the pointer's reach: it has nothing to say that the table does not.
 */
const makeInert = (node: HTMLDivElement | null) => node?.setAttribute("inert", "");

type ChartFigureProps = DashboardChartProps & {
  title: string;
  /** One sentence with the chart's gist, visible to everyone. */
  summary: string;
  /** The chart's values as a table for screen readers: header row and rows of cells. */
  table: { columns: string[]; rows: Array<Array<string | number>> };
  testId?: string;
};

/**
 * A chart with its text alternative: the picture is hidden from assistive technology and a
 * visually hidden table (with a caption) carries the same figures.
 */
export function ChartFigure({ title, summary, table, testId, ...chart }: ChartFigureProps) {
  const { t } = useTranslation("dashboard");
  const headingId = `${testId ?? title.replace(/\W+/g, "-").toLowerCase()}-title`;
  return (
    <PlainCard data-testid={testId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-semibold text-tremor-content-strong">
        {title}
      </h2>
      <p className="text-sm text-tremor-content">{summary}</p>
      <div aria-hidden="true" data-testid="dashboard-chart" ref={makeInert}>
        <Suspense fallback={<LoadingBlock rows={2} />}>
          <DashboardChart {...chart} />
        </Suspense>
      </div>
      {/* Hidden by its wrapper: a table is never narrower than its cells, so an sr-only table widened the page. */}
      <div className="sr-only">
        <table>
          <caption>{t("chart.tableCaption", { title })}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={table.columns[index]} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={table.columns[index]}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PlainCard>
  );
}
