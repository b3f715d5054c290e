import {
  INVOICE_PAYMENT_FILTERS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  isPayable,
  mayAccess,
  mayCancel,
  mayPayByCard,
} from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Button, Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { CardPaymentDialog } from "../../../components/invoices/card-payment-dialog";
import { InvoiceStatusBadge, InvoiceTypeBadge } from "../../../components/invoices/invoice-badges";
import { PaymentDialog } from "../../../components/invoices/payment-dialog";
import { ProofDialog } from "../../../components/invoices/proof-dialog";
import { RunInvoices } from "../../../components/invoices/run-invoices";
import { SearchBox } from "../../../components/organisations/search-box";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EnumFilter } from "../../../components/ui/enum-filter";
import { PageHeader } from "../../../components/ui/page-header";
import { PagedResults } from "../../../components/ui/query-state";
import { TABLE_WRAPPER } from "../../../components/ui/table";
import { downloadFile } from "../../../lib/downloads";
import { useFormatDate, useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { invoicesSearchSchema, PAGE_SIZE } from "../../../lib/search";
import { toast } from "../../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/invoices/")({
  validateSearch: (search) => invoicesSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "invoices"),
  component: InvoicesRoute,
});

type Invoice = RouterOutputs["invoices"]["list"]["items"][number];

/**
 * Invoices and credit notes: the organisation's own (an agency's also its clients'), support's
 * all. PDF for everyone who sees one; the customer pays by card or by bank transfer proof; support records
 * payments, cancels, and runs the invoice preparation.
 */
function InvoicesRoute() {
  const { t } = useTranslation(["invoices", "common"]);
  const { me } = Route.useRouteContext();
  const formatDate = useFormatDate();
  const money = useFormatMoney();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  const [proving, setProving] = useState<Invoice | null>(null);
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [payingByCard, setPayingByCard] = useState<Invoice | null>(null);
  const [cancelling, setCancelling] = useState<Invoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const cancel = trpc.invoices.cancel.useMutation();
  const role = me?.role ?? null;
  const manages = mayAccess("manageInvoices", role);
  const pays = mayAccess("payInvoices", role);
  const ownId = me?.organisation?.id;
  const page = search.page ?? 1;
  const list = trpc.invoices.list.useQuery(
    {
      search: search.search,
      status: search.status,
      type: search.type,
      payment: search.payment,
      page,
      pageSize: PAGE_SIZE,
    },
    { placeholderData: keepPreviousData },
  );

  async function download(invoice: Invoice) {
    setFailure(null);
    const ok = await downloadFile(`/store/invoices/${encodeURIComponent(invoice.id)}/pdf`, `${invoice.number}.pdf`);
    if (!ok) setFailure("invoices:errors.pdfFailed");
  }

  const closeCardPayment = useCallback(() => setPayingByCard(null), []);

  async function confirmCancel() {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync({ invoiceId: cancelling.id });
      await utils.invoices.list.invalidate();
      toast.success(t("invoices:cancel.done"));
    } catch (error) {
      setFailure(errorKey(error));
    }
    setCancelling(null);
  }

  return (
    <div>
      <PageHeader
        title={t("invoices:list.title")}
        description={t(manages ? "invoices:list.subtitleSupport" : "invoices:list.subtitle")}
      />
      {manages && <RunInvoices />}
      <Card>
        <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
          <SearchBox
            label={t("invoices:list.search")}
            placeholder={t("invoices:list.search")}
            value={search.search}
            onSearch={(value) => setFilter({ search: value })}
          />
          <EnumFilter
            label={t("invoices:list.status")}
            value={search.status}
            values={INVOICE_STATUSES}
            allLabel={t("invoices:list.allStatuses")}
            labelOf={(status) => t(`invoices:status.${status}`)}
            onChange={(status) => setFilter({ status })}
            className="md:w-52"
          />
          <EnumFilter
            label={t("invoices:list.type")}
            value={search.type}
            values={INVOICE_TYPES}
            allLabel={t("invoices:list.allTypes")}
            labelOf={(type) => t(`invoices:type.${type}`)}
            onChange={(type) => setFilter({ type })}
            className="md:w-44"
          />
          <EnumFilter
            label={t("invoices:list.payment")}
            value={search.payment}
            values={INVOICE_PAYMENT_FILTERS}
            allLabel={t("invoices:list.allPayments")}
            labelOf={(payment) => t(`invoices:list.payments.${payment}`)}
            onChange={(payment) => setFilter({ payment })}
            className="md:w-44"
          />
        </div>
        <div className="mb-3">
          <FormAlert messageKey={failure} />
        </div>
        <PagedResults query={list} loadingRows={6} empty={t("invoices:list.empty")} onPage={setPage}>
          {(items) => (
            <div className={TABLE_WRAPPER}>
              <Table>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>{t("invoices:list.number")}</TableHeaderCell>
                    <TableHeaderCell>{t("invoices:list.organisation")}</TableHeaderCell>
                    <TableHeaderCell>{t("invoices:list.type")}</TableHeaderCell>
                    <TableHeaderCell>{t("invoices:list.date")}</TableHeaderCell>
                    <TableHeaderCell>{t("invoices:list.dueDate")}</TableHeaderCell>
                    <TableHeaderCell>{t("invoices:list.status")}</TableHeaderCell>
                    <TableHeaderCell className="text-right">{t("invoices:list.total")}</TableHeaderCell>
                    <TableHeaderCell className="text-right">{t("invoices:list.amountDue")}</TableHeaderCell>
                    <TableHeaderCell>
                      <span className="sr-only">{t("invoices:list.actions")}</span>
                    </TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((invoice) => (
                    <TableRow key={invoice.id} data-testid="invoice-row">
                      <TableCell className="font-medium text-tremor-content-strong">
                        <Link
                          to="/a/invoices/$invoiceId"
                          params={{ invoiceId: invoice.id }}
                          className="text-indigo-700 hover:underline"
                        >
                          {invoice.number}
                        </Link>
                        {invoice.correctsNumber && (
                          <span className="block text-xs text-tremor-content">
                            {t("invoices:list.corrects", { number: invoice.correctsNumber })}
                          </span>
                        )}
                      </TableCell>
                      <TableCell>
                        {invoice.organisation.name}
                        {invoice.owner === "others" && (
                          <span className="block text-xs text-tremor-content">
                            {t("invoices:owner.others", { percent: invoice.agencyMarginPercent ?? 0 })}
                          </span>
                        )}
                      </TableCell>
                      <TableCell>
                        <InvoiceTypeBadge type={invoice.type} />
                      </TableCell>
                      <TableCell>{formatDate(invoice.issuedOn)}</TableCell>
                      <TableCell>{invoice.type === "invoice" ? formatDate(invoice.dueOn) : "—"}</TableCell>
                      <TableCell>
                        <InvoiceStatusBadge status={invoice.status} />
                      </TableCell>
                      <TableCell className="text-right">{money(invoice.total, invoice.currencyCode)}</TableCell>
                      <TableCell className="text-right">{money(invoice.amountDue, invoice.currencyCode)}</TableCell>
                      <TableCell className="text-right">
                        <div className="flex justify-end gap-2">
                          <Button size="xs" variant="secondary" onClick={() => void download(invoice)}>
                            {t("invoices:list.pdf")}
                          </Button>
                          {pays &&
                            invoice.type === "invoice" &&
                            invoice.organisation.id === ownId &&
                            isPayable(invoice.status) && (
                              <Button size="xs" variant="secondary" onClick={() => setProving(invoice)}>
                                {t("invoices:list.proof")}
                              </Button>
                            )}
                          {pays &&
                            invoice.type === "invoice" &&
                            invoice.organisation.id === ownId &&
                            mayPayByCard(invoice.status) && (
                              <Button size="xs" onClick={() => setPayingByCard(invoice)}>
                                {t("invoices:list.payByCard")}
                              </Button>
                            )}
                          {manages && invoice.type === "invoice" && isPayable(invoice.status) && (
                            <Button size="xs" variant="secondary" onClick={() => setPaying(invoice)}>
                              {t("invoices:list.recordPayment")}
                            </Button>
                          )}
                          {manages && invoice.type === "invoice" && mayCancel(invoice.status, invoice.amountPaid) && (
                            <Button size="xs" variant="light" color="rose" onClick={() => setCancelling(invoice)}>
                              {t("invoices:list.cancel")}
                            </Button>
                          )}
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </PagedResults>
      </Card>
      {proving && <ProofDialog invoice={proving} onClose={() => setProving(null)} />}
      {paying && <PaymentDialog invoice={paying} onClose={() => setPaying(null)} />}
      {payingByCard && <CardPaymentDialog invoice={payingByCard} onClose={closeCardPayment} />}
      <ConfirmDialog
        open={cancelling !== null}
        title={t("invoices:cancel.title", { number: cancelling?.number ?? "" })}
        confirmLabel={t("invoices:cancel.confirm")}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCancelling(null)}
        pending={cancel.isPending}
      >
        {t("invoices:cancel.body")}
      </ConfirmDialog>
    </div>
  );
}
