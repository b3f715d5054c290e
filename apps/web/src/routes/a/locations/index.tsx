import { LOCATION_STATUSES, LOCATION_TYPES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Badge, Button } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LocationStatusBadge, LocationTypeBadge } from "../../../components/locations/location-badges";
import { LocationFormDialog } from "../../../components/locations/location-form-dialog";
import { enumFilter, ListFilters } from "../../../components/ui/list-filters";
import { ListScaffold } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { RecordLink } from "../../../components/ui/record-link";
import { UserText } from "../../../components/ui/user-text";
import { countryName } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { locationsSearchSchema, PAGE_SIZE } from "../../../lib/search";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/locations/")({
  validateSearch: (search) => locationsSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "locations"),
  component: LocationsRoute,
});

type Location = RouterOutputs["locations"]["list"]["items"][number];

/** Platform warehouses and the organisation's own locations (support: all), filtered in the URL. */
function LocationsRoute() {
  const { t, i18n } = useTranslation("locations");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  const page = search.page ?? 1;
  const [creating, setCreating] = useState(false);
  const list = trpc.locations.list.useQuery(
    { search: search.search, type: search.type, status: search.status, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const { setFilter, setPage } = listSearch<typeof search>(navigate);

  return (
    <div>
      <PageHeader
        title={t("list.title")}
        description={t(me.role === "support" ? "list.descriptionSupport" : "list.description")}
        actions={
          me.role === "customer" ? (
            <Link
              to="/a/locations/priority"
              className="rounded-tremor-default border border-tremor-border px-3 py-2 text-sm font-medium text-indigo-700 hover:bg-tremor-background-muted"
            >
              {t("list.priorityLink")}
            </Link>
          ) : me.role === "support" ? (
            <Button onClick={() => setCreating(true)}>{t("form.create")}</Button>
          ) : undefined
        }
      />
      <ListScaffold
        label={t("list.title")}
        query={list}
        loadingRows={5}
        empty={t("list.empty")}
        onPage={setPage}
        rowKey={(location) => location.id}
        rowTestId="location-row"
        filters={
          <ListFilters
            search={search}
            setFilter={setFilter}
            searchLabel={t("list.search")}
            searchPlaceholder={t("list.searchPlaceholder")}
            allLabel={t("list.all")}
            enums={[
              enumFilter("type", LOCATION_TYPES, t("list.type"), (v) => t(`type.${v}`), "md:w-48"),
              enumFilter("status", LOCATION_STATUSES, t("list.status"), (v) => t(`status.${v}`), "md:w-40"),
            ]}
          />
        }
        columns={[
          {
            header: t("list.name"),
            cell: (location: Location) => (
              <>
                <RecordLink to="/a/locations/$locationId" params={{ locationId: location.id }}>
                  <UserText>{location.name}</UserText>
                </RecordLink>
                {location.city && <UserText className="block text-xs text-tremor-content">{location.city}</UserText>}
              </>
            ),
          },
          { header: t("list.type"), cell: (location: Location) => <LocationTypeBadge type={location.type} /> },
          { header: t("list.status"), cell: (location: Location) => <LocationStatusBadge status={location.status} /> },
          { header: t("list.country"), cell: (location: Location) => countryName(location.countryCode, i18n.language) },
          {
            header: t("list.owner"),
            cell: (location: Location) =>
              location.platform ? (
                <Badge color="blue">{t("list.platform")}</Badge>
              ) : (
                <span>{location.organisation ? <UserText>{location.organisation.name}</UserText> : t("list.own")}</span>
              ),
          },
        ]}
      />
      {creating && (
        <LocationFormDialog
          onClose={() => setCreating(false)}
          onSaved={(locationId) => void navigate({ to: "/a/locations/$locationId", params: { locationId } })}
        />
      )}
    </div>
  );
}
