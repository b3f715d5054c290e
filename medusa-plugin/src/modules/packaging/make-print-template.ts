import { PACKAGING_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { variantDimensions } from "./data-access/packaging";
import { getPrintTemplateStatus } from "./get-print-template-status";

/**
 * The custom-size print template: an SVG dieline of a folding box sized to the variant's
 * dimensions (plus 5 mm play), refused below 10 sales.
 */
export async function makePrintTemplate(
  manager: EntityManager,
  organisationId: string,
  variantId: string,
): Promise<{ fileName: string; svg: string }> {
  const status = await getPrintTemplateStatus(manager, organisationId, variantId);
  if (!status.allowed) throw new DomainError("FORBIDDEN", PACKAGING_MESSAGES.templateLocked);
  const v = (await variantDimensions(manager, variantId)) as { sku: string; l: number; w: number; h: number };
  const play = 5;
  const [l, w, h] = [Number(v.l) + play, Number(v.w) + play, Number(v.h) + play];
  const width = 2 * l + 2 * w + 20;
  const height = 2 * w + h;
  const panels = [0, l, l + w, 2 * l + w]
    .map((x, i) => `<rect x="${x}" y="${w}" width="${i % 2 === 0 ? l : w}" height="${h}" fill="none" stroke="#000"/>`)
    .join("");
  const svg =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}">` +
    `<title>${escapeXml(status.product)}: ${l} x ${w} x ${h} mm</title>${panels}` +
    `<rect x="0" y="0" width="${l}" height="${w}" fill="none" stroke="#000" stroke-dasharray="4 2"/>` +
    `<rect x="0" y="${w + h}" width="${l}" height="${w}" fill="none" stroke="#000" stroke-dasharray="4 2"/>` +
    `<rect x="${2 * l + 2 * w}" y="${w}" width="20" height="${h}" fill="none" stroke="#000" stroke-dasharray="4 2"/>` +
    `</svg>\n`;
  return { fileName: `print-template-${String(v.sku).replace(/[^\w.-]+/g, "_")}.svg`, svg };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
