import { CLAIM_STATUSES, CLAIM_TYPES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Button } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ClaimOutcome } from "../../components/claims/claim-outcome";
import { ClaimStatusBadge } from "../../components/claims/claim-status-badge";
import { DecideClaimDialog } from "../../components/claims/decide-claim-dialog";
import { SearchBox } from "../../components/organisations/search-box";
import { EnumFilter } from "../../components/ui/enum-filter";
import { ListScaffold } from "../../components/ui/list-scaffold";
import { PageHeader } from "../../components/ui/page-header";
import { useFormatDate } from "../../lib/format";
import { allowArea } from "../../lib/guards";
import { listSearch } from "../../lib/list-search";
import { claimsSearchSchema, PAGE_SIZE } from "../../lib/search";
import { type RouterOutputs, trpc } from "../../lib/trpc";

export const Route = createFileRoute("/a/claims")({
  validateSearch: (search) => claimsSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "claims"),
  component: ClaimsRoute,
});

type Claim = RouterOutputs["claims"]["list"]["items"][number];

/** Support: every merchant's claims, filtered by status and type (kept in the URL), each decided in a dialog. */
function ClaimsRoute() {
  const { t } = useTranslation("claims");
  const formatDate = useFormatDate();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const [deciding, setDeciding] = useState<Claim | null>(null);
  const page = search.page ?? 1;
  const list = trpc.claims.list.useQuery(
    { search: search.search, status: search.status, type: search.type, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const { setFilter, setPage } = listSearch<typeof search>(navigate);

  return (
    <div>
      <PageHeader title={t("list.title")} description={t("list.subtitle")} />
      <ListScaffold
        label={t("list.title")}
        query={list}
        empty={t("list.empty")}
        onPage={setPage}
        rowKey={(claim) => claim.id}
        rowTestId="claim-row"
        filters={
          <>
            <SearchBox
              label={t("list.search")}
              placeholder={t("list.search")}
              value={search.search}
              onSearch={(value) => setFilter({ search: value })}
            />
            <EnumFilter
              label={t("list.status")}
              value={search.status}
              values={CLAIM_STATUSES}
              allLabel={t("list.allStatuses")}
              labelOf={(status) => t(`status.${status}`)}
              onChange={(status) => setFilter({ status })}
              className="md:w-52"
            />
            <EnumFilter
              label={t("list.type")}
              value={search.type}
              values={CLAIM_TYPES}
              allLabel={t("list.allTypes")}
              labelOf={(type) => t(`type.${type}`)}
              onChange={(type) => setFilter({ type })}
              className="md:w-44"
            />
          </>
        }
        columns={[
          {
            header: t("list.order"),
            className: "font-medium text-tremor-content-strong",
            cell: (claim: Claim) => claim.orderNumber,
          },
          { header: t("list.organisation"), value: "user", cell: (claim: Claim) => claim.organisation.name },
          { header: t("list.type"), cell: (claim: Claim) => t(`type.${claim.type}`) },
          { header: t("list.status"), cell: (claim: Claim) => <ClaimStatusBadge status={claim.status} /> },
          {
            header: t("list.outcome"),
            className: "max-w-xs whitespace-normal",
            cell: (claim: Claim) => <ClaimOutcome claim={claim} />,
          },
          { header: t("list.created"), cell: (claim: Claim) => formatDate(claim.createdAt) },
          {
            header: t("list.decide"),
            actions: true,
            hideHeader: true,
            className: "text-right",
            cell: (claim: Claim) => (
              <Button size="xs" variant="secondary" onClick={() => setDeciding(claim)}>
                {t("list.decide")}
              </Button>
            ),
          },
        ]}
      />
      {deciding && <DecideClaimDialog claim={deciding} onClose={() => setDeciding(null)} />}
    </div>
  );
}
