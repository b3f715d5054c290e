import type { EntityManager } from "typeorm";
import { type PackagingViewer, packagingNames } from "./data-access/packaging";
import { organisationAndLocationNames, stockLevels } from "./data-access/packaging-stock";
import type { PackagingStockRow } from "./types";

/** Packaging stock per location: the organisation's own (support: every organisation's). */
export async function listPackagingStocks(
  manager: EntityManager,
  viewer: PackagingViewer,
  locationId?: string,
): Promise<PackagingStockRow[]> {
  const organisationId = viewer.role === "support" ? null : viewer.organisationId;
  const rows = await stockLevels(manager, organisationId, locationId ?? null);
  if (rows.length === 0) return [];
  const unique = (ids: string[]) => [...new Set(ids)];
  const names = await organisationAndLocationNames(
    manager,
    unique(rows.map((row) => row.organisation_id)),
    unique(rows.map((row) => row.location_id)),
  );
  const packagings = await packagingNames(manager, unique(rows.map((row) => row.packaging_id)));
  const organisations = new Map(names.organisations.map((o) => [o.id, o.name]));
  const locations = new Map(names.locations.map((l) => [l.id, l.name]));
  const packaging = new Map(packagings.map((p) => [p.id, p]));
  return rows
    .map((row) => ({
      organisation: { id: row.organisation_id, name: organisations.get(row.organisation_id) ?? "" },
      location: { id: row.location_id, name: locations.get(row.location_id) ?? "" },
      packaging: packaging.get(row.packaging_id) ?? { id: row.packaging_id, name: "", size: "", type: "", kind: "" },
      onHand: row.on_hand,
      reserved: row.reserved,
      arriving: row.arriving,
    }))
    .sort(
      (a, b) =>
        a.organisation.name.localeCompare(b.organisation.name) ||
        a.location.name.localeCompare(b.location.name) ||
        a.packaging.name.localeCompare(b.packaging.name),
    );
}
