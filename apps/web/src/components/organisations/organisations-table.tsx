import { Link, useNavigate } from "@tanstack/react-router";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { formatPercent, useFormatDate } from "../../lib/format";
import type { RouterOutputs } from "../../lib/trpc";
import { OrganisationStatusBadge, OrganisationTypeBadge } from "../ui/badges";
import { TABLE_WRAPPER } from "../ui/table";

export type OrganisationRow = RouterOutputs["organisation"]["list"]["items"][number];

type Column = "type" | "margin";

/** Organisations as rows; a row (its name is the keyboard's link) opens the organisation's detail page. */
export function OrganisationsTable({ items, columns = [] }: { items: OrganisationRow[]; columns?: Column[] }) {
  const { t, i18n } = useTranslation("organisations");
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const show = (column: Column) => columns.includes(column);
  return (
    <div className={TABLE_WRAPPER}>
      <Table>
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t("list.columns.name")}</TableHeaderCell>
            {show("type") && <TableHeaderCell>{t("list.columns.type")}</TableHeaderCell>}
            <TableHeaderCell>{t("list.columns.status")}</TableHeaderCell>
            <TableHeaderCell className="text-right">{t("list.columns.members")}</TableHeaderCell>
            <TableHeaderCell>{t("list.columns.owner")}</TableHeaderCell>
            {show("margin") && <TableHeaderCell className="text-right">{t("list.columns.margin")}</TableHeaderCell>}
            <TableHeaderCell>{t("list.columns.created")}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((row) => (
            <TableRow
              key={row.id}
              data-testid="organisation-row"
              className="cursor-pointer hover:bg-tremor-background-muted"
              onClick={() =>
                void navigate({ to: "/a/organisations/$organisationId", params: { organisationId: row.id } })
              }
            >
              <TableCell>
                <Link
                  to="/a/organisations/$organisationId"
                  params={{ organisationId: row.id }}
                  className="font-medium text-indigo-700 hover:underline"
                  onClick={(event) => event.stopPropagation()}
                >
                  {row.name}
                </Link>
              </TableCell>
              {show("type") && (
                <TableCell>
                  <OrganisationTypeBadge type={row.type} />
                </TableCell>
              )}
              <TableCell>
                <OrganisationStatusBadge status={row.status} disabledAt={row.disabled_at} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{row.member_count}</TableCell>
              <TableCell>{row.owner_email ?? "—"}</TableCell>
              {show("margin") && (
                <TableCell className="text-right tabular-nums">
                  {formatPercent(row.agency_margin_percent, i18n.language)}
                </TableCell>
              )}
              <TableCell>{formatDate(row.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
