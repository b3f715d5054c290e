import type { InvoiceStatus } from "@platform/domain";

/** Support sees every organisation's retours; a merchant only its own (from its membership, never the input). */
export type RetourViewer = { organisationId: string; role: "customer" | "support" };

/** One returned line of a retour, with its grades. */
export type RetourItemView = {
  variantId: string | null;
  title: string;
  sku: string | null;
  gradeA: number;
  gradeB: number;
  gradeC: number;
};

/** A retour as the table and the CSV export show it. */
export type RetourView = {
  id: string;
  number: number;
  organisation: { id: string; name: string };
  order: { id: string; number: string };
  shop: { id: string; name: string } | null;
  location: { id: string; name: string };
  gradeA: number;
  gradeB: number;
  gradeC: number;
  totalItems: number;
  items: RetourItemView[];
  note: string | null;
  createdAt: Date;
  invoiced: boolean;
  invoice: { number: string | null; status: InvoiceStatus | null } | null;
};
