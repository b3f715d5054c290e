import { auditSubjectTypesFor } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Button } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { AuditActor, useFormatWhen } from "../../components/audit/audit-actor";
import { AuditChange } from "../../components/audit/audit-change";
import { SubjectLink } from "../../components/audit/subject-link";
import { FormField } from "../../components/form-field";
import { SearchBox } from "../../components/organisations/search-box";
import { EnumFilter } from "../../components/ui/enum-filter";
import { type Column, ListScaffold } from "../../components/ui/list-scaffold";
import { PageHeader } from "../../components/ui/page-header";
import { UserText } from "../../components/ui/user-text";
import { allowArea } from "../../lib/guards";
import { keysetListSearch } from "../../lib/list-search";
import { type AuditSearch, auditSearchSchema } from "../../lib/search";
import { type RouterOutputs, trpc } from "../../lib/trpc";

export const Route = createFileRoute("/a/audit")({
  validateSearch: (search) => auditSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "audit"),
  component: AuditRoute,
});

type Entry = RouterOutputs["audit"]["list"]["items"][number];

const PAGE = 25;

/**
 * The audit log: every change with who, what (the record, linked), before → after and when,
 * newest first. Support reads every organisation's (and narrows to one by clicking its name);
 * owners and admins their own organisation's. Filters and position live in the URL.
 */
function AuditRoute() {
  const { t } = useTranslation(["audit", "common"]);
  const { me } = Route.useRouteContext();
  const support = me.role === "support";
  const formatWhen = useFormatWhen();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { setFilter, setCursor } = keysetListSearch<AuditSearch>(navigate);
  // The kinds of record this role's screens show: the filter offers (and the server accepts) no other.
  const subjectTypes = auditSubjectTypesFor(me.role, me.memberRole);
  const { cursor, dir, ...filters } = search;
  const subjectType =
    filters.subjectType && subjectTypes.includes(filters.subjectType) ? filters.subjectType : undefined;
  const list = trpc.audit.list.useQuery(
    { ...filters, subjectType, cursor, direction: dir ?? "after", limit: PAGE },
    { placeholderData: keepPreviousData },
  );
  const organisation = trpc.organisation.byId.useQuery(
    { organisationId: search.organisationId ?? "" },
    { enabled: support && Boolean(search.organisationId) },
  );

  // Issue 34: the change is what this list is read for, so it gets the room on a 1,280 px laptop;
  // the time sits under who acted and the record under what was done.
  const columns: Array<Column<Entry>> = [
    {
      header: t("audit:list.whoWhen"),
      className: "align-top min-w-[9rem] max-w-[14rem] whitespace-normal",
      cell: (entry) => (
        <>
          <AuditActor actor={entry.actor} />
          <time className="block text-xs text-tremor-content" dateTime={new Date(entry.createdAt).toISOString()}>
            {formatWhen(entry.createdAt)}
          </time>
        </>
      ),
    },
    ...(support
      ? [
          {
            header: t("audit:list.organisation"),
            className: "align-top max-w-[12rem]",
            wrap: true,
            cell: (entry: Entry) =>
              entry.organisation ? (
                <button
                  type="button"
                  className="text-left text-indigo-700 hover:underline [overflow-wrap:anywhere]"
                  onClick={() => setFilter({ organisationId: entry.organisation?.id })}
                >
                  <UserText>{entry.organisation.name}</UserText>
                </button>
              ) : (
                <span className="italic">{t("audit:list.platform")}</span>
              ),
          },
        ]
      : []),
    {
      header: t("audit:list.whatSubject"),
      className: "align-top min-w-[9rem] max-w-[16rem] whitespace-normal [overflow-wrap:anywhere]",
      cell: (entry) => (
        <>
          <span className="block font-medium text-tremor-content-strong">{t(`audit:actions.${entry.action}`)}</span>
          <SubjectLink
            subjectType={entry.subjectType}
            subjectId={entry.subjectId}
            label={entry.subjectLabel}
            organisationId={entry.organisation?.id ?? null}
          />
        </>
      ),
    },
    {
      header: t("audit:list.change"),
      className: "align-top min-w-64 whitespace-normal [overflow-wrap:anywhere]",
      cell: (entry) => (
        <AuditChange
          subjectType={entry.subjectType}
          action={entry.action}
          before={entry.before}
          after={entry.after}
          names={entry.names}
        />
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={t("audit:list.title")}
        description={t(support ? "audit:list.subtitleSupport" : "audit:list.subtitle")}
      />
      <ListScaffold
        label={t("audit:list.label")}
        query={list}
        onCursor={setCursor}
        empty={t("audit:list.empty")}
        rowKey={(entry) => entry.id}
        rowTestId="audit-row"
        filtersLabel={t("audit:list.filters")}
        filtersClassName="mb-4 grid gap-3 md:grid-cols-2 xl:grid-cols-4"
        filters={
          <>
            <SearchBox
              label={t("audit:list.search")}
              placeholder={t("audit:list.search")}
              value={search.search}
              onSearch={(value) => setFilter({ search: value })}
            />
            <EnumFilter
              label={t("audit:list.subjectType")}
              value={subjectType}
              values={subjectTypes}
              allLabel={t("audit:list.allSubjectTypes")}
              labelOf={(type) => t(`audit:subjects.${type}`)}
              onChange={(subjectType) => setFilter({ subjectType, subjectId: undefined })}
            />
            <FormField
              label={t("audit:list.from")}
              type="date"
              value={search.from ?? ""}
              max={search.to}
              onChange={(event) => setFilter({ from: event.target.value || undefined })}
            />
            <FormField
              label={t("audit:list.to")}
              type="date"
              value={search.to ?? ""}
              min={search.from}
              onChange={(event) => setFilter({ to: event.target.value || undefined })}
            />
            {(search.organisationId || search.subjectId) && (
              <div className="flex flex-wrap items-center gap-2 md:col-span-2 xl:col-span-4">
                {support && search.organisationId && (
                  <Button size="xs" variant="secondary" onClick={() => setFilter({ organisationId: undefined })}>
                    {`${t("audit:list.organisation")}: ${organisation.data?.name ?? search.organisationId} ✕`}
                  </Button>
                )}
                {search.subjectId && (
                  <Button size="xs" variant="secondary" onClick={() => setFilter({ subjectId: undefined })}>
                    {`${t("audit:list.subject")}: ${search.subjectId} ✕`}
                  </Button>
                )}
              </div>
            )}
          </>
        }
        columns={columns}
      />
    </div>
  );
}
