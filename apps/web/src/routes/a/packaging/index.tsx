import { mayAccess, PACKAGING_KINDS, PACKAGING_TYPES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { SearchBox } from "../../../components/organisations/search-box";
import { PackagingKindBadge } from "../../../components/packaging/badges";
import { NewPackagingButton } from "../../../components/packaging/new-packaging-dialog";
import { EnumFilter } from "../../../components/ui/enum-filter";
import { PageHeader } from "../../../components/ui/page-header";
import { PagedResults } from "../../../components/ui/query-state";
import { TABLE_WRAPPER } from "../../../components/ui/table";
import { useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { packagingSearchSchema } from "../../../lib/packaging-search";
import { PAGE_SIZE } from "../../../lib/search";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/packaging/")({
  validateSearch: (search) => packagingSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "packagingOverview"),
  component: PackagingOverviewRoute,
});

/** Packaging overview: the catalogue and the organisation's own custom packaging, filtered in the URL. */
function PackagingOverviewRoute() {
  const { t } = useTranslation("packaging");
  const money = useFormatMoney();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const list = trpc.packaging.list.useQuery(
    { search: search.search, type: search.type, kind: search.kind, page: search.page ?? 1, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  const { me } = Route.useRouteContext();
  return (
    <div>
      <PageHeader
        title={t("list.title")}
        description={t("list.description")}
        actions={mayAccess("managePackaging", me.role) ? <NewPackagingButton /> : undefined}
      />
      <Card>
        <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
          <SearchBox
            label={t("list.search")}
            placeholder={t("list.searchPlaceholder")}
            value={search.search}
            onSearch={(value) => setFilter({ search: value })}
          />
          <EnumFilter
            label={t("fields.type")}
            value={search.type}
            values={PACKAGING_TYPES}
            allLabel={t("list.all")}
            labelOf={(type) => t(`type.${type}`)}
            onChange={(type) => setFilter({ type })}
            className="md:w-44"
          />
          <EnumFilter
            label={t("fields.kind")}
            value={search.kind}
            values={PACKAGING_KINDS}
            allLabel={t("list.all")}
            labelOf={(kind) => t(`kind.${kind}`)}
            onChange={(kind) => setFilter({ kind })}
            className="md:w-52"
          />
        </div>
        <PagedResults query={list} loadingRows={5} empty={t("list.empty")} onPage={setPage}>
          {(items) => (
            <div className={TABLE_WRAPPER}>
              <Table>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>{t("fields.name")}</TableHeaderCell>
                    <TableHeaderCell>{t("fields.type")}</TableHeaderCell>
                    <TableHeaderCell>{t("fields.size")}</TableHeaderCell>
                    <TableHeaderCell>{t("fields.price")}</TableHeaderCell>
                    <TableHeaderCell>{t("fields.moq")}</TableHeaderCell>
                    <TableHeaderCell>{t("fields.productionTime")}</TableHeaderCell>
                    <TableHeaderCell>{t("fields.inStock")}</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((p) => (
                    <TableRow key={p.id} data-testid="packaging-row">
                      <TableCell>
                        <Link
                          to="/a/packaging/$packagingId"
                          params={{ packagingId: p.id }}
                          className="font-medium text-indigo-700 hover:underline"
                        >
                          {p.name}
                        </Link>
                        <span className="mt-1 block">
                          <PackagingKindBadge kind={p.kind} />
                        </span>
                      </TableCell>
                      <TableCell>{t(`type.${p.type}`)}</TableCell>
                      <TableCell>{p.size}</TableCell>
                      <TableCell>{money(p.price, p.currencyCode)}</TableCell>
                      <TableCell>{p.moq}</TableCell>
                      <TableCell>{t("units.days", { min: p.productionMinDays, max: p.productionMaxDays })}</TableCell>
                      <TableCell>{p.inStock}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </PagedResults>
      </Card>
    </div>
  );
}
