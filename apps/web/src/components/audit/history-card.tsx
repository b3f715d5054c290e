import { type AuditHistorySubject, mayAccess } from "@platform/domain";
import { Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc";
import { useMe } from "../dashboard/use-me";
import { SectionHeader } from "../ui/page-header";
import { ErrorCallout, LoadingBlock } from "../ui/query-state";
import { AuditActor, useFormatWhen } from "./audit-actor";
import { AuditChange } from "./audit-change";

/**
 * A record's own history from the audit log (invoice, booking and packaging order details): who changed what,
 * before → after, oldest first. Shown to those who may read the audit log (support, owners and
 * admins); nothing for anyone else.
 */
export function HistoryCard({ subjectType, subjectId }: { subjectType: AuditHistorySubject; subjectId: string }) {
  const me = useMe();
  if (!mayAccess("audit", me.role, me.memberRole)) return null;
  return <History subjectType={subjectType} subjectId={subjectId} />;
}

function History({ subjectType, subjectId }: { subjectType: AuditHistorySubject; subjectId: string }) {
  const { t } = useTranslation("audit");
  const formatWhen = useFormatWhen();
  const history = trpc.audit.forSubject.useQuery({ subjectType, subjectId });
  return (
    <Card>
      <SectionHeader title={t("history.title")} />
      {history.isPending ? (
        <LoadingBlock rows={3} />
      ) : history.isError ? (
        <ErrorCallout error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className="text-sm text-tremor-content">{t("history.empty")}</p>
      ) : (
        <ol aria-label={t("history.label")} className="space-y-4">
          {history.data.map((entry) => (
            <li key={entry.id} data-testid="history-entry" className="border-l-2 border-indigo-200 pl-3">
              <p className="font-medium text-tremor-content-strong">{t(`actions.${entry.action}`)}</p>
              <p className="text-xs text-tremor-content">
                <time dateTime={new Date(entry.createdAt).toISOString()}>{formatWhen(entry.createdAt)}</time>
                {" · "}
                <AuditActor actor={entry.actor} />
              </p>
              <div className="mt-1">
                <AuditChange
                  subjectType={entry.subjectType}
                  action={entry.action}
                  before={entry.before}
                  after={entry.after}
                  names={entry.names}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
