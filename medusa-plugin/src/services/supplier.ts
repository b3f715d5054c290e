import { type SetSupplierProductsInput, SUPPLIER_MESSAGES, type SupplierProductsInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { recordAudit } from "../modules/audit";

export type SupplierProduct = { id: string; title: string; handle: string | null; supplied: boolean };

/**
 * Which platform products a supplier (or producer) organisation supplies. An order is assigned to
 * the suppliers of its items' products; they are the suppliers a merchant can chat with about it.
 */
export default class SupplierService extends PlatformService {
  /** The supplier organisation (FOR SHARE inside a transaction, so it cannot change type meanwhile). */
  private async assertSupplier(manager: EntityManager, organisationId: string, lock = false): Promise<void> {
    const [organisation] = await manager.query(
      `SELECT type FROM organisation WHERE id = $1 AND deleted_at IS NULL ${lock ? "FOR SHARE" : ""}`,
      [organisationId],
    );
    if (!organisation) throw new DomainError("NOT_FOUND", SUPPLIER_MESSAGES.notSupplier);
    if (organisation.type !== "supplier") {
      throw new DomainError("BAD_REQUEST", SUPPLIER_MESSAGES.notSupplier, "organisationId");
    }
  }

  /** Every platform product, by title, with whether the organisation supplies it. */
  async products(input: SupplierProductsInput): Promise<SupplierProduct[]> {
    await this.assertSupplier(this.activeManager_, input.organisationId);
    const rows: Array<{ id: string; title: string; handle: string | null; supplied: boolean }> =
      await this.activeManager_.query(
        `SELECT p.id, p.title, p.handle, (ps.product_id IS NOT NULL) AS supplied
           FROM product p
           LEFT JOIN product_supplier ps ON ps.product_id = p.id AND ps.organisation_id = $1
          WHERE p.deleted_at IS NULL
          ORDER BY p.title, p.id`,
        [input.organisationId],
      );
    return rows;
  }

  /** Replaces what the organisation supplies; unknown products change nothing. */
  async setProducts(input: SetSupplierProductsInput): Promise<SupplierProduct[]> {
    const productIds = [...new Set(input.productIds)];
    await this.transaction_(async (manager) => {
      await this.assertSupplier(manager, input.organisationId, true);
      const [{ known }] = await manager.query(
        `SELECT count(*)::int AS known FROM product WHERE id = ANY($1) AND deleted_at IS NULL`,
        [productIds],
      );
      if (known !== productIds.length) {
        throw new DomainError("BAD_REQUEST", SUPPLIER_MESSAGES.unknownProduct, "productIds");
      }
      const supplied = async () =>
        (
          await manager.query(
            `SELECT p.title FROM product_supplier ps JOIN product p ON p.id = ps.product_id
              WHERE ps.organisation_id = $1 ORDER BY p.title, p.id`,
            [input.organisationId],
          )
        ).map((row: { title: string }) => row.title);
      const before = await supplied();
      await manager.query(`DELETE FROM product_supplier WHERE organisation_id = $1 AND NOT (product_id = ANY($2))`, [
        input.organisationId,
        productIds,
      ]);
      await manager.query(
        `INSERT INTO product_supplier (product_id, organisation_id)
         SELECT unnest($2::varchar[]), $1 ON CONFLICT DO NOTHING`,
        [input.organisationId, productIds],
      );
      await recordAudit(manager, {
        organisationId: input.organisationId,
        subjectType: "organisation",
        subjectId: input.organisationId,
        action: "organisation.supplied_products_set",
        before: { products: before },
        after: { products: await supplied() },
      });
    });
    return await this.products({ organisationId: input.organisationId });
  }
}
