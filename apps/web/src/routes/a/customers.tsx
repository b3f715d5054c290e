import { ORGANISATION_LIST_STATUSES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useOrganisationColumns } from "../../components/organisations/organisations-table";
import { SearchBox } from "../../components/organisations/search-box";
import { EnumFilter } from "../../components/ui/enum-filter";
import { ListScaffold } from "../../components/ui/list-scaffold";
import { PageHeader } from "../../components/ui/page-header";
import { allowArea } from "../../lib/guards";
import { listSearch } from "../../lib/list-search";
import { customersSearchSchema, PAGE_SIZE } from "../../lib/search";
import { trpc } from "../../lib/trpc";

export const Route = createFileRoute("/a/customers")({
  validateSearch: (search) => customersSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "customers"),
  component: CustomersRoute,
});

/** Customer overview (support): the merchant organisations with status, members and sign-up date. */
function CustomersRoute() {
  const { t } = useTranslation("organisations");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const page = search.page ?? 1;
  const list = trpc.customers.list.useQuery(
    { search: search.search, status: search.status, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  const table = useOrganisationColumns();

  return (
    <div>
      <PageHeader title={t("customers.title")} description={t("customers.intro")} />
      <ListScaffold
        label={t("customers.title")}
        query={list}
        empty={t("customers.empty")}
        onPage={setPage}
        {...table}
        filters={
          <>
            <SearchBox
              label={t("list.search")}
              placeholder={t("list.searchPlaceholder")}
              value={search.search}
              onSearch={(value) => setFilter({ search: value })}
            />
            <EnumFilter
              label={t("list.status")}
              value={search.status}
              values={ORGANISATION_LIST_STATUSES}
              allLabel={t("list.allStatuses")}
              labelOf={(status) => t(`status.${status}`)}
              onChange={(status) => setFilter({ status })}
              className="md:w-48"
            />
          </>
        }
      />
    </div>
  );
}
