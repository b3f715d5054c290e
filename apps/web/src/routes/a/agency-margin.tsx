import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { MarginForm } from "../../components/organisations/margin-form";
import type { OrganisationRow } from "../../components/organisations/organisations-table";
import { SearchBox } from "../../components/organisations/search-box";
import { OrganisationStatusBadge } from "../../components/ui/badges";
import { ListScaffold } from "../../components/ui/list-scaffold";
import { PageHeader } from "../../components/ui/page-header";
import { UserText } from "../../components/ui/user-text";
import { allowArea } from "../../lib/guards";
import { listSearch } from "../../lib/list-search";
import { agencyMarginSearchSchema, PAGE_SIZE } from "../../lib/search";
import { trpc } from "../../lib/trpc";

export const Route = createFileRoute("/a/agency-margin")({
  validateSearch: (search) => agencyMarginSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "agencyMargin"),
  component: AgencyMarginRoute,
});

/** Agency margin: the agency's percent on each client organisation, edited and saved per row. */
function AgencyMarginRoute() {
  const { t } = useTranslation("organisations");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  const page = search.page ?? 1;
  const list = trpc.organisation.list.useQuery(
    { search: search.search, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  return (
    <div>
      <PageHeader title={t("margin.title")} description={t("margin.intro")} />
      <ListScaffold
        label={t("margin.title")}
        query={list}
        loadingRows={4}
        empty={t("margin.empty")}
        onPage={setPage}
        rowKey={(row) => row.id}
        rowTestId="margin-row"
        filtersClassName="mb-4"
        filters={
          <SearchBox
            label={t("list.search")}
            placeholder={t("list.searchPlaceholder")}
            value={search.search}
            onSearch={(value) => setFilter({ search: value })}
          />
        }
        columns={[
          {
            header: t("list.columns.name"),
            cell: (row: OrganisationRow) => (
              <Link
                to="/a/organisations/$organisationId"
                params={{ organisationId: row.id }}
                className="font-medium text-indigo-700 hover:underline"
              >
                <UserText>{row.name}</UserText>
              </Link>
            ),
          },
          {
            header: t("list.columns.status"),
            cell: (row: OrganisationRow) => (
              <OrganisationStatusBadge status={row.status} disabledAt={row.disabled_at} />
            ),
          },
          {
            header: t("margin.label"),
            headerClassName: "text-right",
            cell: (row: OrganisationRow) => (
              <MarginForm
                key={`${row.id}:${row.agency_margin_percent}`}
                organisationId={row.id}
                organisationName={row.name}
                value={row.agency_margin_percent}
                compact
              />
            ),
          },
        ]}
      />
    </div>
  );
}
