import { COUNTRY_CODES, LOCATION_PRIORITY_MAX, LOCATION_PRIORITY_MIN, NO_COUNTRY } from "@platform/domain";
import { createFileRoute, Link, useBlocker } from "@tanstack/react-router";
import {
  Button,
  Card,
  Dialog,
  DialogPanel,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from "@tremor/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LocationStatusBadge, LocationTypeBadge } from "../../../components/locations/location-badges";
import { PageHeader } from "../../../components/ui/page-header";
import { EmptyState, ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { SelectField } from "../../../components/ui/select-field";
import { TABLE_WRAPPER } from "../../../components/ui/table";
import { countryName } from "../../../lib/format";
import { allow } from "../../../lib/guards";
import { locationPrioritySearchSchema } from "../../../lib/search";
import { toast } from "../../../lib/toast";
import { errorKey, trpc } from "../../../lib/trpc";

const DEFAULT_COUNTRY = "DE";

export const Route = createFileRoute("/a/locations/priority")({
  validateSearch: (search) => locationPrioritySearchSchema.parse(search),
  // Priorities are the merchant organisation's own choice.
  beforeLoad: ({ context }) => allow(context.me, ["customer"]),
  component: LocationPriorityRoute,
});

type Draft = Record<string, number | null>;

/**
 * Locations-Priority: per country (or No Country) the level 1–5 of every location; an edit mode
 * changes them, and leaving with unsaved changes asks first (in the app and on reload/close).
 */
function LocationPriorityRoute() {
  const { t, i18n } = useTranslation("locations");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const country = search.country ?? DEFAULT_COUNTRY;
  const utils = trpc.useUtils();
  const query = trpc.locations.priorities.useQuery({ country });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>({});

  const saved = useMemo<Draft>(
    () => Object.fromEntries((query.data?.items ?? []).map((item) => [item.location.id, item.priority])),
    [query.data],
  );
  // A new country (or fresh data after saving) starts from what is stored, in view mode.
  useEffect(() => {
    setDraft(saved);
    setEditing(false);
  }, [saved]);

  const dirty = editing && Object.keys(saved).some((id) => (draft[id] ?? null) !== (saved[id] ?? null));
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });

  const save = trpc.locations.setPriorities.useMutation({
    onSuccess: (data) => {
      utils.locations.priorities.setData({ country }, data);
      toast.success(t("priority.saved"));
    },
    onError: (error) => toast.error(t(errorKey(error, "locations:errors.saveFailed"))),
  });

  const countryOptions = useMemo(
    () => [
      { value: NO_COUNTRY, label: t("priority.noCountry") },
      ...COUNTRY_CODES.map((code) => ({ value: code as string, label: countryName(code, i18n.language) })).sort(
        (a, b) => a.label.localeCompare(b.label, i18n.language),
      ),
    ],
    [t, i18n.language],
  );
  const levels = Array.from(
    { length: LOCATION_PRIORITY_MAX - LOCATION_PRIORITY_MIN + 1 },
    (_, i) => LOCATION_PRIORITY_MIN + i,
  );
  const countryLabel = country === NO_COUNTRY ? t("priority.noCountry") : countryName(country, i18n.language);

  return (
    <div>
      <Link to="/a/locations" className="mb-4 inline-block text-sm font-medium text-indigo-700 hover:underline">
        ← {t("detail.back")}
      </Link>
      <PageHeader title={t("priority.title")} description={t("priority.description")} />
      <Card>
        <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
          <SelectField
            label={t("priority.country")}
            value={country}
            onChange={(event) => void navigate({ search: { country: event.target.value } })}
            options={countryOptions}
            className="md:w-64"
          />
          <div className="flex gap-2">
            {editing ? (
              <>
                <Button
                  variant="secondary"
                  disabled={save.isPending}
                  onClick={() => {
                    setDraft(saved);
                    setEditing(false);
                  }}
                >
                  {t("priority.cancel")}
                </Button>
                <Button
                  loading={save.isPending}
                  onClick={() =>
                    save.mutate({
                      country,
                      priorities: Object.keys(saved).map((locationId) => ({
                        locationId,
                        priority: draft[locationId] ?? null,
                      })),
                    })
                  }
                >
                  {t("priority.save")}
                </Button>
              </>
            ) : (
              <Button onClick={() => setEditing(true)} disabled={!query.data?.items.length}>
                {t("priority.edit")}
              </Button>
            )}
          </div>
        </div>
        {query.isPending ? (
          <LoadingBlock rows={4} />
        ) : query.isError || !query.data ? (
          <ErrorCallout error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <EmptyState>{t("priority.empty")}</EmptyState>
        ) : (
          <div className={TABLE_WRAPPER}>
            <Table aria-label={t("priority.title")}>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t("priority.location")}</TableHeaderCell>
                  <TableHeaderCell>{t("list.type")}</TableHeaderCell>
                  <TableHeaderCell>{t("list.status")}</TableHeaderCell>
                  <TableHeaderCell>
                    {t("priority.priority")} · {countryLabel}
                  </TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.items.map(({ location }) => (
                  <TableRow key={location.id} data-testid="priority-row">
                    {/* data-label: a phone shows each row as a card of labelled values (styles/index.css). */}
                    <TableCell
                      data-label={t("priority.location")}
                      className="font-medium text-tremor-content-strong"
                      data-user-content=""
                    >
                      {location.name}
                    </TableCell>
                    <TableCell data-label={t("list.type")}>
                      <LocationTypeBadge type={location.type} />
                    </TableCell>
                    <TableCell data-label={t("list.status")}>
                      <LocationStatusBadge status={location.status} />
                    </TableCell>
                    <TableCell data-label={`${t("priority.priority")} · ${countryLabel}`}>
                      {editing ? (
                        <SelectField
                          hideLabel
                          label={t("priority.priorityFor", { name: location.name })}
                          value={draft[location.id]?.toString() ?? ""}
                          placeholder={t("priority.notUsed")}
                          onChange={(event) =>
                            setDraft((previous) => ({
                              ...previous,
                              [location.id]: event.target.value ? Number(event.target.value) : null,
                            }))
                          }
                          options={levels.map((level) => ({ value: String(level), label: String(level) }))}
                          className="w-36"
                        />
                      ) : (
                        <span data-testid="priority-value" className="tabular-nums">
                          {saved[location.id] ?? t("priority.notUsed")}
                        </span>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        <p className="mt-4 text-xs text-tremor-content">{t("priority.inactiveHint")}</p>
      </Card>
      <Dialog
        open={blocker.status === "blocked"}
        onClose={() => blocker.reset?.()}
        aria-label={t("priority.unsavedTitle")}
      >
        <DialogPanel className="max-w-md" role="alertdialog">
          <h2 className="text-lg font-semibold text-tremor-content-strong">{t("priority.unsavedTitle")}</h2>
          <p className="mt-3 text-sm text-tremor-content">{t("priority.unsavedText")}</p>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => blocker.reset?.()}>
              {t("priority.stay")}
            </Button>
            <Button color="rose" onClick={() => blocker.proceed?.()}>
              {t("priority.leave")}
            </Button>
          </div>
        </DialogPanel>
      </Dialog>
    </div>
  );
}
