import type { ImportMethod, StockOrderStatus } from "@platform/domain";

/** Who asks: a merchant sees its own orders, a supplier the ones it supplies, support all. */
export type StockOrderViewer = { organisationId: string; role: "customer" | "supplier" | "support" };

/** Confirmed and shipped are steps inside "processing" (docs/orders-and-stock.md, "Stocks and stock orders"). */
export type StockOrderStepName = "pending" | "confirmed" | "shipped" | "completed" | "cancelled";

/** A stock order as the list and the detail show it. */
export type StockOrderView = {
  id: string;
  number: number;
  organisation: { id: string; name: string };
  supplier: { id: string; name: string };
  location: { id: string; name: string };
  importMethod: ImportMethod;
  status: StockOrderStatus;
  step: StockOrderStepName;
  total: number;
  currencyCode: string;
  note: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  shippedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  /** Open orders only: what the import method promises from the shipping (or order) date. */
  expectedArrival: { earliest: Date; latest: Date } | null;
  /** Paying goes through invoices; until one exists the order is not invoiced. */
  invoiced: boolean;
  itemCount: number;
};

/** One ordered item with what has been received of it. */
export type StockOrderItemView = {
  id: string;
  variantId: string;
  title: string;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  total: number;
  receivedQuantity: number;
};

export type StockOrderDetail = StockOrderView & { items: StockOrderItemView[] };
