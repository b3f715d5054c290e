import { PLATFORM_COMPANY } from "@platform/domain";
import PDFDocument from "pdfkit";
import { translate } from "../../lib/i18n";
import type { InvoiceDetail } from "./types";

const LOCALE = { en: "en-GB", de: "de-DE" } as const;

/**
 * The invoice or credit note as a PDF (pdfkit, its built-in Helvetica, whose WinAnsi encoding has
 * € and the German letters), in the language stored with the invoice: letterhead with VAT id and
 * bank details, the customer, the lines with their taxes, totals and the due date.
 */
export async function renderInvoicePdf(invoice: InvoiceDetail): Promise<Buffer> {
  const language = invoice.language;
  const t = (key: string, values: Record<string, string> = {}) => translate(language, `invoices:${key}`, values);
  const money = (minor: number) =>
    new Intl.NumberFormat(LOCALE[language], { style: "currency", currency: invoice.currencyCode.toUpperCase() }).format(
      minor / 100,
    );
  const date = (day: string) =>
    new Intl.DateTimeFormat(LOCALE[language], { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const percent = (rate: number) =>
    `${new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 2 }).format(rate)} %`;

  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `${t(`pdf.title.${invoice.type}`)} ${invoice.number}`, Author: PLATFORM_COMPANY.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const company = PLATFORM_COMPANY;
  doc.font("Helvetica-Bold").fontSize(16).text(company.name);
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(`${company.street} · ${company.zip} ${company.city} · ${company.countryCode}`)
    .text(`${t("pdf.vatId")}: ${company.vatId} · ${company.email}`);
  doc.moveDown(2);

  const customer = invoice.customer;
  doc.fontSize(10).font("Helvetica-Bold").text(customer.name);
  doc.font("Helvetica");
  if (customer.street) doc.text(customer.street);
  if (customer.zip || customer.city) doc.text(`${customer.zip ?? ""} ${customer.city ?? ""}`.trim());
  if (customer.countryCode) doc.text(customer.countryCode);
  if (customer.vatId) doc.text(`${t("pdf.vatId")}: ${customer.vatId}`);
  doc.moveDown(2);

  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .text(`${t(`pdf.title.${invoice.type}`)} ${invoice.number}`);
  doc.font("Helvetica").fontSize(10);
  doc.text(`${t("pdf.date")}: ${date(invoice.issuedOn)}`);
  if (invoice.type === "invoice") doc.text(`${t("pdf.dueDate")}: ${date(invoice.dueOn)}`);
  if (invoice.correctsNumber) doc.text(t("pdf.corrects", { number: invoice.correctsNumber }));
  if (invoice.owner === "others" && invoice.agencyMarginPercent !== null) {
    doc.text(t("pdf.agencyMargin", { percent: percent(invoice.agencyMarginPercent) }));
  }
  doc.moveDown();

  const columns = { description: 50, quantity: 300, unit: 340, tax: 420, net: 470 } as const;
  const header = doc.y;
  doc.font("Helvetica-Bold").fontSize(9);
  doc.text(t("pdf.description"), columns.description, header, { width: 245 });
  doc.text(t("pdf.quantity"), columns.quantity, header, { width: 35, align: "right" });
  doc.text(t("pdf.unit"), columns.unit, header, { width: 75, align: "right" });
  doc.text(t("pdf.tax"), columns.tax, header, { width: 45, align: "right" });
  doc.text(t("pdf.net"), columns.net, header, { width: 75, align: "right" });
  doc
    .moveTo(50, doc.y + 2)
    .lineTo(545, doc.y + 2)
    .stroke();
  doc.font("Helvetica").moveDown(0.5);
  for (const line of invoice.lines) {
    if (doc.y > 720) doc.addPage();
    const top = doc.y;
    doc.text(`${t(`lineKind.${line.kind}`)}: ${line.description}`, columns.description, top, { width: 245 });
    const bottom = doc.y;
    doc.text(String(line.quantity), columns.quantity, top, { width: 35, align: "right" });
    doc.text(money(line.unitAmount), columns.unit, top, { width: 75, align: "right" });
    doc.text(percent(line.taxRate), columns.tax, top, { width: 45, align: "right" });
    doc.text(money(line.netAmount), columns.net, top, { width: 75, align: "right" });
    doc.y = Math.max(bottom, doc.y) + 4;
  }
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke();
  doc.moveDown(0.5);

  const total = (label: string, value: number, bold = false) => {
    const top = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    doc.text(label, 300, top, { width: 160, align: "right" });
    doc.text(money(value), 470, top, { width: 75, align: "right" });
  };
  total(t("pdf.subtotal"), invoice.subtotal);
  total(t("pdf.shipping"), invoice.shippingTotal);
  total(t("pdf.taxTotal"), invoice.taxTotal);
  total(t("pdf.total"), invoice.total, true);
  // The credit notes correcting it reduce what is still to pay (the one amount-due rule).
  if (invoice.credited > 0) total(t("pdf.credited"), -invoice.credited);
  if (invoice.amountPaid > 0) total(t("pdf.paid"), invoice.amountPaid);
  if (invoice.type === "invoice" && (invoice.credited > 0 || invoice.amountPaid > 0)) {
    total(t("pdf.amountDue"), invoice.amountDue, true);
  }

  doc.font("Helvetica").fontSize(9).moveDown(2);
  doc.text(
    invoice.type === "credit"
      ? t("pdf.creditNote")
      : t("pdf.payTo", { due: date(invoice.dueOn), number: invoice.number }),
    50,
    doc.y,
    { width: 495 },
  );
  doc.text(`IBAN: ${company.iban} · BIC: ${company.bic}`, 50, doc.y, { width: 495 });
  doc.end();
  return await done;
}
