import type { OrderLine } from "./data-access/retour-orders";

/** An order line as the Record retour form and the stored retour item name it. */
export function lineTitle(line: Pick<OrderLine, "title" | "description" | "metadata">): string {
  return (line.metadata?.variant_name as string | undefined) || line.description || line.title;
}

/** The order line's SKU, as the shop sent it. */
export function lineSku(line: Pick<OrderLine, "metadata">): string | null {
  return (line.metadata?.sku as string | null | undefined) ?? null;
}
