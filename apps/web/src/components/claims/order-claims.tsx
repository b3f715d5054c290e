import { Button, Card } from "@tremor/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { EmptyState, ErrorCallout, LoadingBlock } from "../ui/query-state";
import { FileList } from "../uploads/file-list";
import { ClaimOutcome } from "./claim-outcome";
import { ClaimStatusBadge } from "./claim-status-badge";
import { CreateClaimDialog } from "./create-claim-dialog";

/** The order's claims with their status and outcome, and the Create Claim dialog (order detail). */
export function OrderClaims({ orderId, canCreate = true }: { orderId: string; canCreate?: boolean }) {
  const { t } = useTranslation("claims");
  const formatDate = useFormatDate();
  const [creating, setCreating] = useState(false);
  const claims = trpc.claims.listForOrder.useQuery({ orderId });
  // A notification links to `#claim-<id>`: once the claims are there, that one is shown.
  useEffect(() => {
    if (!claims.data || !window.location.hash.startsWith("#claim-")) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: "center" });
  }, [claims.data]);

  return (
    <Card aria-labelledby="order-claims-title">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="order-claims-title" className="text-base font-semibold text-tremor-content-strong">
          {t("card.title")}
        </h2>
        {canCreate && (
          <Button size="xs" onClick={() => setCreating(true)}>
            {t("card.create")}
          </Button>
        )}
      </div>
      {claims.isPending ? (
        <LoadingBlock rows={2} />
      ) : claims.isError ? (
        <ErrorCallout error={claims.error} onRetry={() => void claims.refetch()} />
      ) : claims.data.length === 0 ? (
        <EmptyState>{t("card.empty")}</EmptyState>
      ) : (
        <ul className="divide-y divide-tremor-border">
          {claims.data.map((claim) => (
            <li
              key={claim.id}
              id={`claim-${claim.id}`}
              className="space-y-2 py-3 target:rounded-tremor-default target:bg-indigo-50 target:px-2"
              data-testid="claim"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-tremor-content-strong">{t(`type.${claim.type}`)}</span>
                <ClaimStatusBadge status={claim.status} />
                <span className="text-xs text-tremor-content">
                  {t("card.createdAt", { date: formatDate(claim.createdAt) })}
                </span>
              </div>
              <p className="whitespace-pre-line text-sm text-tremor-content-emphasis" data-user-content="">
                {claim.description}
              </p>
              <ClaimOutcome claim={claim} />
              <FileList files={claim.files} />
            </li>
          ))}
        </ul>
      )}
      {canCreate && <CreateClaimDialog orderId={orderId} open={creating} onClose={() => setCreating(false)} />}
    </Card>
  );
}
