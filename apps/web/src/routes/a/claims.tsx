import { CLAIM_STATUSES, CLAIM_TYPES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Button, Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ClaimOutcome } from "../../components/claims/claim-outcome";
import { ClaimStatusBadge } from "../../components/claims/claim-status-badge";
import { DecideClaimDialog } from "../../components/claims/decide-claim-dialog";
import { SearchBox } from "../../components/organisations/search-box";
import { EnumFilter } from "../../components/ui/enum-filter";
import { PageHeader } from "../../components/ui/page-header";
import { PagedResults } from "../../components/ui/query-state";
import { TABLE_WRAPPER } from "../../components/ui/table";
import { useFormatDate } from "../../lib/format";
import { allowArea } from "../../lib/guards";
import { listSearch } from "../../lib/list-search";
import { claimsSearchSchema, PAGE_SIZE } from "../../lib/search";
import { type RouterOutputs, trpc } from "../../lib/trpc";

export const Route = createFileRoute("/a/claims")({
  validateSearch: (search) => claimsSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "/a/claims"),
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
      <Card>
        <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
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
        </div>
        <PagedResults query={list} loadingRows={6} empty={t("list.empty")} onPage={setPage}>
          {(items) => (
            <div className={TABLE_WRAPPER}>
              <Table>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>{t("list.order")}</TableHeaderCell>
                    <TableHeaderCell>{t("list.organisation")}</TableHeaderCell>
                    <TableHeaderCell>{t("list.type")}</TableHeaderCell>
                    <TableHeaderCell>{t("list.status")}</TableHeaderCell>
                    <TableHeaderCell>{t("list.outcome")}</TableHeaderCell>
                    <TableHeaderCell>{t("list.created")}</TableHeaderCell>
                    <TableHeaderCell>
                      <span className="sr-only">{t("list.decide")}</span>
                    </TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((claim) => (
                    <TableRow key={claim.id} data-testid="claim-row">
                      <TableCell className="font-medium text-tremor-content-strong">{claim.orderNumber}</TableCell>
                      <TableCell>{claim.organisation.name}</TableCell>
                      <TableCell>{t(`type.${claim.type}`)}</TableCell>
                      <TableCell>
                        <ClaimStatusBadge status={claim.status} />
                      </TableCell>
                      <TableCell className="max-w-xs whitespace-normal">
                        <ClaimOutcome claim={claim} />
                      </TableCell>
                      <TableCell>{formatDate(claim.createdAt)}</TableCell>
                      <TableCell className="text-right">
                        <Button size="xs" variant="secondary" onClick={() => setDeciding(claim)}>
                          {t("list.decide")}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </PagedResults>
      </Card>
      {deciding && <DecideClaimDialog claim={deciding} onClose={() => setDeciding(null)} />}
    </div>
  );
}
