import { mayAccess, PACKAGING_KINDS, PACKAGING_TYPES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { SearchBox } from "../../../components/organisations/search-box";
import { PackagingKindBadge } from "../../../components/packaging/badges";
import { NewPackagingButton } from "../../../components/packaging/new-packaging-dialog";
import { EnumFilter } from "../../../components/ui/enum-filter";
import { ListScaffold } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { packagingSearchSchema } from "../../../lib/packaging-search";
import { PAGE_SIZE } from "../../../lib/search";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/packaging/")({
  validateSearch: (search) => packagingSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "packagingOverview"),
  component: PackagingOverviewRoute,
});

type Packaging = RouterOutputs["packaging"]["list"]["items"][number];

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
      <ListScaffold
        label={t("list.title")}
        query={list}
        loadingRows={5}
        empty={t("list.empty")}
        onPage={setPage}
        rowKey={(p) => p.id}
        rowTestId="packaging-row"
        filters={
          <>
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
          </>
        }
        columns={[
          {
            header: t("fields.name"),
            cell: (p: Packaging) => (
              <>
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
              </>
            ),
          },
          { header: t("fields.type"), cell: (p: Packaging) => t(`type.${p.type}`) },
          { header: t("fields.size"), cell: (p: Packaging) => p.size },
          { header: t("fields.price"), cell: (p: Packaging) => money(p.price, p.currencyCode) },
          { header: t("fields.moq"), cell: (p: Packaging) => p.moq },
          {
            header: t("fields.productionTime"),
            cell: (p: Packaging) => t("units.days", { min: p.productionMinDays, max: p.productionMaxDays }),
          },
          { header: t("fields.inStock"), cell: (p: Packaging) => p.inStock },
        ]}
      />
    </div>
  );
}
