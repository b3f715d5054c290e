import { INVOICE_PAYMENT_FILTERS, INVOICE_STATUSES, INVOICE_TYPES, mayAccess } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { InvoiceActions } from "../../../components/invoices/invoice-actions";
import { InvoiceStatusBadge, InvoiceTypeBadge } from "../../../components/invoices/invoice-badges";
import { RunInvoices } from "../../../components/invoices/run-invoices";
import { SearchBox } from "../../../components/organisations/search-box";
import { EnumFilter } from "../../../components/ui/enum-filter";
import { ListScaffold } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { UserText } from "../../../components/ui/user-text";
import { downloadFile } from "../../../lib/downloads";
import { formatPercent, useFormatDate, useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { invoicesSearchSchema, PAGE_SIZE } from "../../../lib/search";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

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
  const { t, i18n } = useTranslation(["invoices", "common"]);
  const { me } = Route.useRouteContext();
  const formatDate = useFormatDate();
  const money = useFormatMoney();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  const [failure, setFailure] = useState<string | null>(null);
  const role = me?.role ?? null;
  const manages = mayAccess("manageInvoices", role);
  const pays = mayAccess("payInvoices", role);
  const ownId = me?.organisation?.id;
  const seesOthers = manages || role === "agency";
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

  return (
    <div>
      <PageHeader
        title={t("invoices:list.title")}
        description={t(manages ? "invoices:list.subtitleSupport" : "invoices:list.subtitle")}
      />
      {manages && <RunInvoices />}
      <ListScaffold
        label={t("invoices:list.title")}
        query={list}
        empty={t("invoices:list.empty")}
        onPage={setPage}
        rowKey={(invoice) => invoice.id}
        rowTestId="invoice-row"
        filters={
          <>
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
          </>
        }
        notice={
          <div className="mb-3">
            <FormAlert messageKey={failure} />
          </div>
        }
        // What the payer acts on comes first (status, amount due, due date) beside the actions; the
        // type and issue day sit under the number, so that the table fits a 1,280 px laptop.
        columns={[
          {
            header: t("invoices:list.number"),
            // The number never breaks; the credit note's "Corrects …" line may.
            wrap: true,
            className: "font-medium text-tremor-content-strong",
            cell: (invoice: Invoice) => (
              <>
                <Link
                  to="/a/invoices/$invoiceId"
                  params={{ invoiceId: invoice.id }}
                  className="whitespace-nowrap text-indigo-700 hover:underline"
                >
                  {invoice.number}
                </Link>
                {/* Type and issue day under the number: the table fits a laptop without them as columns. */}
                <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal text-tremor-content">
                  <InvoiceTypeBadge type={invoice.type} />
                  {t("invoices:list.issuedOn", { date: formatDate(invoice.issuedOn) })}
                </span>
                {invoice.correctsNumber && (
                  <span className="block text-xs text-tremor-content">
                    {t("invoices:list.corrects", { number: invoice.correctsNumber })}
                  </span>
                )}
              </>
            ),
          },
          // A merchant sees its own invoices only: the column would repeat its name on every row.
          ...(seesOthers
            ? [
                {
                  header: t("invoices:list.organisation"),
                  wrap: true,
                  cell: (invoice: Invoice) => (
                    <>
                      <UserText>{invoice.organisation.name}</UserText>
                      {/* Whose invoice it is matters to the agency and support; the client reads its own. */}
                      {invoice.organisation.id !== me.organisation?.id && (
                        <span className="block text-xs text-tremor-content" data-testid="invoice-owner">
                          {t(`invoices:owner.${invoice.owner}`, {
                            percent: formatPercent(invoice.agencyMarginPercent ?? 0, i18n.language),
                          })}
                        </span>
                      )}
                    </>
                  ),
                },
              ]
            : []),
          {
            header: t("invoices:list.status"),
            cell: (invoice: Invoice) => <InvoiceStatusBadge status={invoice.status} />,
          },
          {
            header: t("invoices:list.amountDue"),
            headerClassName: "text-right",
            className: "text-right tabular-nums",
            value: "money",
            cell: (invoice: Invoice) => money(invoice.amountDue, invoice.currencyCode),
          },
          {
            header: t("invoices:list.dueDate"),
            cell: (invoice: Invoice) => (invoice.type === "invoice" ? formatDate(invoice.dueOn) : "—"),
          },
          {
            header: t("invoices:list.total"),
            headerClassName: "text-right",
            className: "text-right tabular-nums",
            value: "money",
            cell: (invoice: Invoice) => money(invoice.total, invoice.currencyCode),
          },
          {
            header: t("invoices:list.actions"),
            hideHeader: true,
            actions: true,
            className: "text-right",
            cell: (invoice: Invoice) => (
              <InvoiceActions
                invoice={invoice}
                pays={pays && invoice.organisation.id === ownId}
                manages={manages}
                onPdf={() => void download(invoice)}
                onFailure={setFailure}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
