import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { formatPercent, useFormatDate } from "../../lib/format";
import type { RouterOutputs } from "../../lib/trpc";
import { OrganisationStatusBadge, OrganisationTypeBadge } from "../ui/badges";
import type { Column } from "../ui/list-scaffold";
import { UserText } from "../ui/user-text";

export type OrganisationRow = RouterOutputs["organisation"]["list"]["items"][number];

type Extra = "type" | "margin";

/**
 * The organisation lists' columns (name, status, members, owner, created; type or margin where
 * asked) and the row click that opens the detail page (the name is the keyboard's link).
 */
export function useOrganisationColumns(extra: Extra[] = []) {
  const { t, i18n } = useTranslation("organisations");
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const columns: Array<Column<OrganisationRow> | false> = [
    {
      header: t("list.columns.name"),
      cell: (row) => (
        <Link
          to="/a/organisations/$organisationId"
          params={{ organisationId: row.id }}
          className="font-medium text-indigo-700 hover:underline"
          onClick={(event) => event.stopPropagation()}
        >
          <UserText>{row.name}</UserText>
        </Link>
      ),
    },
    extra.includes("type") && {
      header: t("list.columns.type"),
      cell: (row) => <OrganisationTypeBadge type={row.type} />,
    },
    {
      header: t("list.columns.status"),
      cell: (row) => <OrganisationStatusBadge status={row.status} disabledAt={row.disabled_at} />,
    },
    {
      header: t("list.columns.members"),
      headerClassName: "text-right",
      className: "text-right tabular-nums",
      cell: (row) => row.member_count,
    },
    { header: t("list.columns.owner"), value: "user", cell: (row) => row.owner_email ?? "—" },
    extra.includes("margin") && {
      header: t("list.columns.margin"),
      headerClassName: "text-right",
      className: "text-right tabular-nums",
      cell: (row) => formatPercent(row.agency_margin_percent, i18n.language),
    },
    { header: t("list.columns.created"), cell: (row) => formatDate(row.created_at) },
  ];
  return {
    columns: columns.filter((column): column is Column<OrganisationRow> => column !== false),
    rowKey: (row: OrganisationRow) => row.id,
    rowTestId: "organisation-row",
    onRowClick: (row: OrganisationRow) =>
      void navigate({ to: "/a/organisations/$organisationId", params: { organisationId: row.id } }),
  };
}
