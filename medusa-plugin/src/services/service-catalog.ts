import { type CreateServiceInput, SERVICE_MESSAGES, type UpdateServiceInput } from "@platform/domain";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { returnedRows } from "../lib/sql";
import { recordAudit } from "../modules/audit";

export type ServiceView = {
  id: string;
  name: string;
  description: string;
  /** EUR cents (spec §9). */
  price: number;
  currencyCode: "eur";
  requiredInformation: string;
  requiresProductSelection: boolean;
  enabled: boolean;
  termsUrl: string | null;
  provider: { id: string; name: string };
  createdAt: Date;
  updatedAt: Date;
};

type ServiceRow = {
  id: string;
  name: string;
  description: string;
  price: number;
  required_information: string;
  requires_product_selection: boolean;
  enabled: boolean;
  terms_url: string | null;
  provider_organisation_id: string;
  provider_name: string;
  created_at: Date;
  updated_at: Date;
};

const SERVICE_SELECT = `
  SELECT s.*, o.name AS provider_name FROM service s JOIN organisation o ON o.id = s.provider_organisation_id`;

export function toServiceView(row: ServiceRow): ServiceView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    currencyCode: "eur",
    requiredInformation: row.required_information,
    requiresProductSelection: row.requires_product_selection,
    enabled: row.enabled,
    termsUrl: row.terms_url,
    provider: { id: row.provider_organisation_id, name: row.provider_name },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Service providers' services (spec §3): created and edited by their provider, booked by merchants. */
export default class ServiceCatalogService extends PlatformService {
  /** The provider's own services, enabled and disabled, by name. */
  async listOwn(providerId: string): Promise<ServiceView[]> {
    const rows: ServiceRow[] = await this.activeManager_.query(
      `${SERVICE_SELECT} WHERE s.provider_organisation_id = $1 ORDER BY lower(s.name), s.id`,
      [providerId],
    );
    return rows.map(toServiceView);
  }

  /** What merchants may book: enabled services of active providers. */
  async listAvailable(): Promise<ServiceView[]> {
    const rows: ServiceRow[] = await this.activeManager_.query(
      `${SERVICE_SELECT}
        WHERE s.enabled AND o.status = 'active' AND o.deleted_at IS NULL
          AND (o.disabled_at IS NULL OR o.disabled_at > now())
        ORDER BY lower(s.name), lower(o.name), s.id
        LIMIT 500`,
    );
    return rows.map(toServiceView);
  }

  async create(providerId: string, customerId: string, input: CreateServiceInput): Promise<ServiceView> {
    const id = await this.transaction_(async (manager) => {
      const [row] = await manager.query(
        `INSERT INTO service (id, provider_organisation_id, name, description, price, required_information,
                              requires_product_selection, enabled, terms_url, created_by)
         VALUES ('svc_' || replace(gen_random_uuid()::text, '-', ''), $1, $2, $3, $4, $5, $6, $7, $8, $9)
         RETURNING id`,
        [
          providerId,
          input.name,
          input.description,
          input.price,
          input.requiredInformation,
          input.requiresProductSelection,
          input.enabled,
          input.termsUrl,
          customerId,
        ],
      );
      await recordAudit(manager, {
        organisationId: providerId,
        subjectType: "service",
        subjectId: row.id,
        subjectLabel: input.name,
        action: "service.created",
        after: serviceFields(input),
      });
      return row.id as string;
    });
    return await this.getOwn(providerId, id);
  }

  /** Edits one of the provider's own services; another provider's is NOT_FOUND. */
  async update(providerId: string, input: UpdateServiceInput): Promise<ServiceView> {
    await this.transaction_(async (manager) => {
      const [before] = await manager.query(
        `SELECT name, description, price, required_information, requires_product_selection, enabled, terms_url
           FROM service WHERE id = $1 AND provider_organisation_id = $2 FOR UPDATE`,
        [input.serviceId, providerId],
      );
      const updated = returnedRows(
        await manager.query(
          `UPDATE service SET name = $3, description = $4, price = $5, required_information = $6,
                  requires_product_selection = $7, enabled = $8, terms_url = $9, updated_at = now()
            WHERE id = $1 AND provider_organisation_id = $2 RETURNING id`,
          [
            input.serviceId,
            providerId,
            input.name,
            input.description,
            input.price,
            input.requiredInformation,
            input.requiresProductSelection,
            input.enabled,
            input.termsUrl,
          ],
        ),
      );
      // Another provider's service reads as the spec's failure, revealing nothing.
      if (updated.length === 0) throw new DomainError("NOT_FOUND", SERVICE_MESSAGES.updateFailed);
      await recordAudit(manager, {
        organisationId: providerId,
        subjectType: "service",
        subjectId: input.serviceId,
        subjectLabel: input.name,
        action: "service.updated",
        before,
        after: serviceFields(input),
      });
    });
    return await this.getOwn(providerId, input.serviceId);
  }

  private async getOwn(providerId: string, id: string): Promise<ServiceView> {
    const [row]: ServiceRow[] = await this.activeManager_.query(
      `${SERVICE_SELECT} WHERE s.id = $1 AND s.provider_organisation_id = $2`,
      [id, providerId],
    );
    if (!row) throw new DomainError("NOT_FOUND", SERVICE_MESSAGES.notFound);
    return toServiceView(row);
  }
}

/** A service's fields as the table names them (before and after compare column by column). */
function serviceFields(input: CreateServiceInput) {
  return {
    name: input.name,
    description: input.description,
    price: input.price,
    required_information: input.requiredInformation,
    requires_product_selection: input.requiresProductSelection,
    enabled: input.enabled,
    terms_url: input.termsUrl,
  };
}
