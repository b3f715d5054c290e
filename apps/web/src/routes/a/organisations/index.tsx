import { ORGANISATION_TYPES, organisationListStatusesFor } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../components/dashboard/use-me";
import { useOrganisationColumns } from "../../../components/organisations/organisations-table";
import { SearchBox } from "../../../components/organisations/search-box";
import { ListScaffold } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { SelectField } from "../../../components/ui/select-field";
import { allowArea } from "../../../lib/guards";
import { organisationsSearchSchema, PAGE_SIZE } from "../../../lib/search";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/organisations/")({
  validateSearch: (search) => organisationsSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "organisations"),
  component: OrganisationsRoute,
});

/** Support: every organisation; an agency: its client organisations. Filters and page live in the URL. */
function OrganisationsRoute() {
  const { t } = useTranslation(["organisations", "dashboard"]);
  const me = useMe();
  const isAgency = me.role === "agency";
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const page = search.page ?? 1;
  const list = trpc.organisation.list.useQuery(
    { search: search.search, type: search.type, status: search.status, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  const table = useOrganisationColumns(isAgency ? ["margin"] : ["type"]);
  // A changed filter starts again on page 1.
  const setFilter = (patch: Partial<typeof search>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }) });

  return (
    <div>
      <PageHeader
        title={t(isAgency ? "organisations:list.agencyTitle" : "organisations:list.title")}
        description={t(isAgency ? "organisations:list.agencyIntro" : "organisations:list.intro")}
      />
      <ListScaffold
        label={t(isAgency ? "organisations:list.agencyTitle" : "organisations:list.title")}
        query={list}
        empty={t("organisations:list.empty")}
        onPage={(next) => void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })}
        {...table}
        filters={
          <>
            <SearchBox
              label={t("organisations:list.search")}
              placeholder={t("organisations:list.searchPlaceholder")}
              value={search.search}
              onSearch={(value) => setFilter({ search: value })}
            />
            {!isAgency && (
              <SelectField
                label={t("organisations:list.type")}
                value={search.type ?? ""}
                placeholder={t("organisations:list.allTypes")}
                onChange={(event) => setFilter({ type: (event.target.value || undefined) as (typeof search)["type"] })}
                options={ORGANISATION_TYPES.map((type) => ({
                  value: type,
                  label: t(`dashboard:organisationTypes.${type}`),
                }))}
                className="md:w-48"
              />
            )}
            <SelectField
              label={t("organisations:list.status")}
              value={search.status ?? ""}
              placeholder={t("organisations:list.allStatuses")}
              onChange={(event) =>
                setFilter({ status: (event.target.value || undefined) as (typeof search)["status"] })
              }
              options={organisationListStatusesFor(me.role).map((status) => ({
                value: status,
                label: t(`organisations:status.${status}`),
              }))}
              className="md:w-48"
            />
          </>
        }
      />
    </div>
  );
}
