import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Button } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OrganisationRow } from "../../components/organisations/organisations-table";
import { SearchBox } from "../../components/organisations/search-box";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ListScaffold } from "../../components/ui/list-scaffold";
import { PageHeader } from "../../components/ui/page-header";
import { useFormatDate } from "../../lib/format";
import { allowArea } from "../../lib/guards";
import { listSearch } from "../../lib/list-search";
import { PAGE_SIZE, waitlistSearchSchema } from "../../lib/search";
import { toast } from "../../lib/toast";
import { errorKey, trpc } from "../../lib/trpc";

export const Route = createFileRoute("/a/waitlist")({
  validateSearch: (search) => waitlistSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "waitlist"),
  component: WaitlistRoute,
});

type Decision = "approve" | "decline";

/** Waitlist overview (support): sign-ups waiting for a decision; a decided row leaves the list. */
function WaitlistRoute() {
  const { t } = useTranslation(["organisations", "common"]);
  const formatDate = useFormatDate();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  const page = search.page ?? 1;
  const input = { search: search.search, page, pageSize: PAGE_SIZE };
  const list = trpc.waitlist.list.useQuery(input, { placeholderData: keepPreviousData });
  const utils = trpc.useUtils();
  const approve = trpc.waitlist.approve.useMutation();
  const decline = trpc.waitlist.decline.useMutation();
  const [busy, setBusy] = useState<string | null>(null);
  // The dialog keeps showing its organisation while it fades out.
  const [declining, setDeclining] = useState<OrganisationRow | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const decide = async (row: OrganisationRow, decision: Decision) => {
    setBusy(row.id);
    try {
      await (decision === "approve" ? approve : decline).mutateAsync({ organisationId: row.id });
      toast.success(
        t(decision === "approve" ? "organisations:waitlist.approved" : "organisations:waitlist.declined", {
          name: row.name,
        }),
      );
      // The row disappears at once; the list is then read again.
      utils.waitlist.list.setData(input, (data) =>
        data ? { ...data, items: data.items.filter((item) => item.id !== row.id), total: data.total - 1 } : data,
      );
      await Promise.all([
        utils.waitlist.list.invalidate(),
        utils.customers.list.invalidate(),
        utils.organisation.list.invalidate(),
      ]);
    } catch (error) {
      toast.error(t(errorKey(error)));
      await utils.waitlist.list.invalidate();
    } finally {
      setBusy(null);
      setConfirmOpen(false);
    }
  };

  return (
    <div>
      <PageHeader title={t("organisations:waitlist.title")} description={t("organisations:waitlist.intro")} />
      <ListScaffold
        label={t("organisations:waitlist.title")}
        query={list}
        loadingRows={4}
        empty={t("organisations:waitlist.empty")}
        onPage={setPage}
        rowKey={(row) => row.id}
        rowTestId="waitlist-row"
        filtersClassName="mb-4"
        filters={
          <SearchBox
            label={t("organisations:list.search")}
            placeholder={t("organisations:list.searchPlaceholder")}
            value={search.search}
            onSearch={(value) => setFilter({ search: value })}
          />
        }
        columns={[
          {
            header: t("organisations:list.columns.name"),
            className: "font-medium text-tremor-content-strong",
            value: "user",
            cell: (row: OrganisationRow) => row.name,
          },
          {
            header: t("organisations:list.columns.owner"),
            value: "user",
            cell: (row: OrganisationRow) => row.owner_email ?? "—",
          },
          { header: t("organisations:waitlist.signedUp"), cell: (row: OrganisationRow) => formatDate(row.created_at) },
          {
            header: t("organisations:list.columns.actions"),
            actions: true,
            headerClassName: "text-right",
            className: "text-right",
            cell: (row: OrganisationRow) => (
              <span className="inline-flex gap-2">
                <Button
                  size="xs"
                  color="emerald"
                  loading={busy === row.id && approve.isPending}
                  disabled={busy !== null}
                  onClick={() => void decide(row, "approve")}
                  aria-label={t("organisations:waitlist.approveNamed", { name: row.name })}
                >
                  {t("organisations:waitlist.approve")}
                </Button>
                <Button
                  size="xs"
                  variant="secondary"
                  color="rose"
                  disabled={busy !== null}
                  onClick={() => {
                    setDeclining(row);
                    setConfirmOpen(true);
                  }}
                  aria-label={t("organisations:waitlist.declineNamed", { name: row.name })}
                >
                  {t("organisations:waitlist.decline")}
                </Button>
              </span>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={t("organisations:waitlist.declineTitle", { name: declining?.name ?? "" })}
        confirmLabel={t("organisations:waitlist.decline")}
        pending={decline.isPending}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => declining && void decide(declining, "decline")}
      >
        <p>{t("organisations:waitlist.declineBody")}</p>
      </ConfirmDialog>
    </div>
  );
}
