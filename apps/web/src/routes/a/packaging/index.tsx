import { mayAccess, PACKAGING_KINDS, PACKAGING_TYPES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PackagingKindBadge } from "../../../components/packaging/badges";
import { NewPackagingButton } from "../../../components/packaging/new-packaging-dialog";
import { enumFilter, ListFilters } from "../../../components/ui/list-filters";
import { ListScaffold } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { RecordLink } from "../../../components/ui/record-link";
import { UserText } from "../../../components/ui/user-text";
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
        description={t(me.role === "support" ? "list.descriptionSupport" : "list.description")}
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
          <ListFilters
            search={search}
            setFilter={setFilter}
            searchLabel={t("list.search")}
            searchPlaceholder={t("list.searchPlaceholder")}
            allLabel={t("list.all")}
            enums={[
              enumFilter("type", PACKAGING_TYPES, t("fields.type"), (v) => t(`type.${v}`), "md:w-44"),
              enumFilter("kind", PACKAGING_KINDS, t("fields.kind"), (v) => t(`kind.${v}`), "md:w-52"),
            ]}
          />
        }
        columns={[
          {
            header: t("fields.name"),
            cell: (p: Packaging) => (
              <>
                <RecordLink to="/a/packaging/$packagingId" params={{ packagingId: p.id }}>
                  <UserText>{p.name}</UserText>
                </RecordLink>
                <span className="mt-1 block">
                  <PackagingKindBadge kind={p.kind} />
                </span>
              </>
            ),
          },
          { header: t("fields.type"), cell: (p: Packaging) => t(`type.${p.type}`) },
          { header: t("fields.size"), value: "user", cell: (p: Packaging) => p.size },
          { header: t("fields.price"), value: "money", cell: (p: Packaging) => money(p.price, p.currencyCode) },
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
