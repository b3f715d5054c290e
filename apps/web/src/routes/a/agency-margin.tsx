import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { MarginForm } from "../../components/organisations/margin-form";
import { SearchBox } from "../../components/organisations/search-box";
import { OrganisationStatusBadge } from "../../components/ui/badges";
import { PageHeader } from "../../components/ui/page-header";
import { PagedResults } from "../../components/ui/query-state";
import { TABLE_WRAPPER } from "../../components/ui/table";
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
      <Card>
        <div className="mb-4">
          <SearchBox
            label={t("list.search")}
            placeholder={t("list.searchPlaceholder")}
            value={search.search}
            onSearch={(value) => setFilter({ search: value })}
          />
        </div>
        <PagedResults query={list} loadingRows={4} empty={t("margin.empty")} onPage={setPage}>
          {(items) => (
            <>
              <div className={TABLE_WRAPPER}>
                <Table aria-label={t("margin.title")}>
                  <TableHead>
                    <TableRow>
                      <TableHeaderCell>{t("list.columns.name")}</TableHeaderCell>
                      <TableHeaderCell>{t("list.columns.status")}</TableHeaderCell>
                      <TableHeaderCell className="text-right">{t("margin.label")}</TableHeaderCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {items.map((row) => (
                      <TableRow key={row.id} data-testid="margin-row">
                        <TableCell>
                          <Link
                            to="/a/organisations/$organisationId"
                            params={{ organisationId: row.id }}
                            className="font-medium text-indigo-700 hover:underline"
                          >
                            {row.name}
                          </Link>
                        </TableCell>
                        <TableCell>
                          <OrganisationStatusBadge status={row.status} disabledAt={row.disabled_at} />
                        </TableCell>
                        <TableCell>
                          <MarginForm
                            key={`${row.id}:${row.agency_margin_percent}`}
                            organisationId={row.id}
                            organisationName={row.name}
                            value={row.agency_margin_percent}
                            compact
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </>
          )}
        </PagedResults>
      </Card>
    </div>
  );
}
