import { mayAccess } from "@platform/domain";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Button, Card } from "@tremor/react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { HistoryCard } from "../../../components/audit/history-card";
import { FormAlert } from "../../../components/form-alert";
import { CardReturnNotice } from "../../../components/invoices/card-return-notice";
import { InvoiceActions } from "../../../components/invoices/invoice-actions";
import { InvoiceStatusBadge, InvoiceTypeBadge } from "../../../components/invoices/invoice-badges";
import { RefundDialog } from "../../../components/invoices/refund-dialog";
import { type Column, DataTable } from "../../../components/ui/list-scaffold";
import { PageHeader, SectionHeader } from "../../../components/ui/page-header";
import { ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { UserText } from "../../../components/ui/user-text";
import { FileList } from "../../../components/uploads/file-list";
import { downloadFile } from "../../../lib/downloads";
import { formatPercent, useFormatDate, useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/invoices/$invoiceId")({
  // Back from Stripe's hosted payment page: processing (until the webhook) or cancelled.
  validateSearch: (search: Record<string, unknown>): { card?: "processing" | "cancelled" } =>
    search.card === "processing" || search.card === "cancelled" ? { card: search.card } : {},
  beforeLoad: ({ context }) => allowArea(context.me, "invoices"),
  component: InvoiceRoute,
});

type Invoice = RouterOutputs["invoices"]["get"];
type Line = Invoice["lines"][number];

/** One invoice or credit note: its summary, lines, payments and proof, and its history. */
function InvoiceRoute() {
  const { invoiceId } = Route.useParams();
  const { card } = Route.useSearch();
  const { t } = useTranslation("invoices");
  const { me } = Route.useRouteContext();
  const pays = mayAccess("payInvoices", me?.role ?? null);
  const manages = mayAccess("manageInvoices", me?.role ?? null);
  const invoice = trpc.invoices.get.useQuery({ invoiceId });
  const [failure, setFailure] = useState<string | null>(null);
  const [refunding, setRefunding] = useState(false);

  if (invoice.isPending) return <LoadingBlock rows={6} />;
  if (invoice.isError) return <ErrorCallout error={invoice.error} onRetry={() => void invoice.refetch()} />;
  const data = invoice.data;

  async function download() {
    setFailure(null);
    const ok = await downloadFile(`/store/invoices/${encodeURIComponent(data.id)}/pdf`, `${data.number}.pdf`);
    if (!ok) setFailure("invoices:errors.pdfFailed");
  }

  return (
    <div>
      <Link to="/a/invoices" className="mb-2 inline-block text-sm text-indigo-700 hover:underline">
        ← {t("detail.back")}
      </Link>
      <PageHeader
        title={data.number}
        description={
          data.correctsNumber ? (
            t("detail.corrects", { number: data.correctsNumber })
          ) : (
            <UserText>{data.organisation.name}</UserText>
          )
        }
        actions={
          <>
            <InvoiceTypeBadge type={data.type} />
            <InvoiceStatusBadge status={data.status} />
            {/* The list's actions, here too: pay by card, upload proof, record a payment, cancel. */}
            <InvoiceActions
              invoice={data}
              pays={pays && data.organisation.id === me?.organisation?.id}
              manages={manages}
              onPdf={() => void download()}
              onFailure={setFailure}
              pdfLabel={t("detail.pdf")}
              className="flex flex-wrap items-center gap-2"
            />
            {/* Support refunds card money from the invoice (a credit note and the Stripe refund). */}
            {manages && data.type === "invoice" && data.payments.some((p) => p.method === "card" && p.amount > 0) && (
              <Button size="xs" variant="secondary" onClick={() => setRefunding(true)}>
                {t("detail.refund")}
              </Button>
            )}
          </>
        }
      />
      {refunding && <RefundDialog invoice={data} onClose={() => setRefunding(false)} />}
      <div className="mb-3 space-y-2">
        <CardReturnNotice invoiceId={data.id} status={data.status} card={card} />
        <FormAlert messageKey={failure} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-6">
          <Card>
            <SectionHeader title={t("detail.lines")} />
            <InvoiceLines invoice={data} />
          </Card>
          <HistoryCard subjectType="invoice" subjectId={data.id} />
        </div>
        <div className="space-y-6">
          <InvoiceSummary invoice={data} />
          <Card>
            <SectionHeader title={t("detail.payments")} />
            <InvoicePayments invoice={data} />
          </Card>
          <Card>
            <SectionHeader title={t("detail.proof")} />
            {data.proof.length ? (
              <FileList files={data.proof} />
            ) : (
              <p className="text-sm text-tremor-content">{t("detail.noProof")}</p>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}

function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation("invoices");
  const formatDate = useFormatDate();
  const money = useFormatMoney();
  const rows: Array<[string, ReactNode]> = [
    [t("detail.organisation"), <UserText key="organisation">{invoice.organisation.name}</UserText>],
    [t("detail.issuedOn"), formatDate(invoice.issuedOn)],
    ...(invoice.type === "invoice" ? [[t("detail.dueOn"), formatDate(invoice.dueOn)] as [string, ReactNode]] : []),
    [t("detail.subtotal"), money(invoice.subtotal, invoice.currencyCode)],
    [t("detail.shipping"), money(invoice.shippingTotal, invoice.currencyCode)],
    [t("detail.tax"), money(invoice.taxTotal, invoice.currencyCode)],
    [t("detail.total"), money(invoice.total, invoice.currencyCode)],
    ...(invoice.credited > 0
      ? [[t("detail.credited"), money(-invoice.credited, invoice.currencyCode)] as [string, ReactNode]]
      : []),
    [t("detail.amountPaid"), money(invoice.amountPaid, invoice.currencyCode)],
    [t("detail.amountDue"), money(invoice.amountDue, invoice.currencyCode)],
  ];
  return (
    <Card>
      <SectionHeader title={t("detail.summary")} />
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-tremor-content">{label}</dt>
            <dd className="text-right text-tremor-content-strong">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation("invoices");
  const money = useFormatMoney();
  const columns: Array<Column<Line>> = [
    { header: t("detail.position"), cell: (line) => line.position },
    { header: t("detail.kind"), wrap: true, cell: (line) => t(`lineKind.${line.kind}`) },
    {
      header: t("detail.description"),
      className: "whitespace-normal",
      value: "user",
      cell: (line) => line.description,
    },
    { header: t("detail.quantity"), className: "text-right", cell: (line) => line.quantity },
    {
      header: t("detail.unitAmount"),
      className: "text-right",
      value: "money",
      cell: (line) => money(line.unitAmount, invoice.currencyCode),
    },
    {
      header: t("detail.taxRate"),
      className: "text-right",
      cell: (line) => formatPercent(line.taxRate, i18n.language),
    },
    {
      header: t("detail.netAmount"),
      className: "text-right",
      value: "money",
      cell: (line) => money(line.netAmount, invoice.currencyCode),
    },
  ];
  return (
    <DataTable
      label={t("detail.linesLabel")}
      columns={columns}
      rows={invoice.lines}
      rowKey={(line) => String(line.position)}
      rowTestId="invoice-line"
    />
  );
}

function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation("invoices");
  const formatDate = useFormatDate();
  const money = useFormatMoney();
  const disputes = invoice.disputes.map((dispute) => (
    <p key={dispute.id} className="text-sm text-tremor-content-strong" data-testid="invoice-dispute">
      {t(`detail.dispute.${dispute.status === "won" ? "won" : dispute.status === "lost" ? "lost" : "open"}`, {
        amount: money(dispute.amount, invoice.currencyCode),
        reason: dispute.reason,
        due: dispute.evidenceDueBy ? formatDate(dispute.evidenceDueBy) : "—",
      })}
    </p>
  ));
  const overpayments = invoice.overpayments.map((overpayment, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: overpayments have no id in the view; their order is fixed
    <p key={index} className="text-sm text-tremor-content" data-testid="invoice-overpayment">
      {t(`detail.overpayment.${overpayment.status}`, { amount: money(overpayment.amount, invoice.currencyCode) })}
    </p>
  ));
  if (invoice.payments.length === 0)
    return (
      <>
        <p className="text-sm text-tremor-content">{t("detail.noPayments")}</p>
        {disputes}
        {overpayments}
      </>
    );
  return (
    <>
      <ul className="space-y-2 text-sm">
        {invoice.payments.map((payment, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: payments have no id in the view; their order is fixed
          <li key={index} className="flex justify-between gap-3">
            <span>
              {t(`detail.method.${payment.method}`)} · {formatDate(payment.createdAt)}
            </span>
            <span className="text-tremor-content-strong">{money(payment.amount, invoice.currencyCode)}</span>
          </li>
        ))}
      </ul>
      {overpayments}
    </>
  );
}
