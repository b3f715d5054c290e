import { randomUUID } from "node:crypto";
import type { EntityManager } from "typeorm";
import { defineTable, query, queryOne, type Sql, sql } from "../../../lib/sql";

// The service table (providers' bookable services, spec §3): the one place that reads or writes
// it. A field of ServiceRecord is a column here, in every select and every insert.

/** What a provider gives of a service when creating or editing it. */
export type ServiceFields = {
  name: string;
  description: string;
  /** EUR cents (spec §9). */
  price: number;
  requiredInformation: string;
  requiresProductSelection: boolean;
  enabled: boolean;
  termsUrl: string | null;
};

/** Only the fields a provider gives (an input carries more). */
export function serviceFieldsOf(input: ServiceFields): ServiceFields {
  return {
    name: input.name,
    description: input.description,
    price: input.price,
    requiredInformation: input.requiredInformation,
    requiresProductSelection: input.requiresProductSelection,
    enabled: input.enabled,
    termsUrl: input.termsUrl,
  };
}

/** A row of `service` as the code writes it (currency_code, created_at and updated_at are the database's). */
export type ServiceRecord = ServiceFields & { id: string; providerOrganisationId: string; createdBy: string };

const serviceTable = defineTable<ServiceRecord>("service", {
  id: "id",
  providerOrganisationId: "provider_organisation_id",
  name: "name",
  description: "description",
  price: "price",
  requiredInformation: "required_information",
  requiresProductSelection: "requires_product_selection",
  enabled: "enabled",
  termsUrl: "terms_url",
  createdBy: "created_by",
});

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

type ServiceRow = ServiceRecord & { providerName: string; createdAt: Date; updatedAt: Date };

const SERVICE_SELECT = sql`
  SELECT ${serviceTable.select("s")}, s.created_at AS "createdAt", s.updated_at AS "updatedAt", o.name AS "providerName"
    FROM service s JOIN organisation o ON o.id = s.provider_organisation_id`;

function toServiceView(row: ServiceRow): ServiceView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    currencyCode: "eur",
    requiredInformation: row.requiredInformation,
    requiresProductSelection: row.requiresProductSelection,
    enabled: row.enabled,
    termsUrl: row.termsUrl,
    provider: { id: row.providerOrganisationId, name: row.providerName },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function selectServices(manager: EntityManager, tail: Sql): Promise<ServiceView[]> {
  return (await query<ServiceRow>(manager, sql`${SERVICE_SELECT} ${tail}`)).map(toServiceView);
}

/** The provider's own services, enabled and disabled, by name. */
export async function listProviderServices(manager: EntityManager, providerId: string): Promise<ServiceView[]> {
  return await selectServices(
    manager,
    sql`WHERE s.provider_organisation_id = ${providerId} ORDER BY lower(s.name), s.id`,
  );
}

/** Enabled services of active providers (at most 500). */
export async function listEnabledServices(manager: EntityManager): Promise<ServiceView[]> {
  return await selectServices(
    manager,
    sql`WHERE s.enabled AND o.status = 'active' AND o.deleted_at IS NULL
          AND (o.disabled_at IS NULL OR o.disabled_at > now())
        ORDER BY lower(s.name), lower(o.name), s.id
        LIMIT 500`,
  );
}

/** One of the provider's own services, or undefined. */
export async function findProviderService(
  manager: EntityManager,
  providerId: string,
  serviceId: string,
): Promise<ServiceView | undefined> {
  const [view] = await selectServices(
    manager,
    sql`WHERE s.id = ${serviceId} AND s.provider_organisation_id = ${providerId}`,
  );
  return view;
}

/** Inserts a service; its id. */
export async function insertService(manager: EntityManager, record: Omit<ServiceRecord, "id">): Promise<string> {
  const id = `svc_${randomUUID().replace(/-/g, "")}`;
  await query(manager, serviceTable.insert([{ id, ...record }]));
  return id;
}

/** The provider's service as the audit log compares it (the table's column names), locked for the update. */
export async function lockProviderService(manager: EntityManager, providerId: string, serviceId: string) {
  return await queryOne<Record<string, unknown>>(
    manager,
    sql`SELECT name, description, price, required_information, requires_product_selection, enabled, terms_url
          FROM service WHERE id = ${serviceId} AND provider_organisation_id = ${providerId} FOR UPDATE`,
  );
}

/** Updates the provider's service; false when the provider has no such service. */
export async function updateProviderService(
  manager: EntityManager,
  providerId: string,
  serviceId: string,
  fields: ServiceFields,
): Promise<boolean> {
  const updated = await query(
    manager,
    sql`UPDATE service SET ${serviceTable.set(fields)}, updated_at = now()
         WHERE id = ${serviceId} AND provider_organisation_id = ${providerId} RETURNING id`,
  );
  return updated.length > 0;
}

/** A service of an active provider, locked against changes while it is booked. */
export async function lockBookableService(manager: EntityManager, serviceId: string) {
  return await queryOne<{
    id: string;
    name: string;
    price: number;
    enabled: boolean;
    requiresProductSelection: boolean;
    termsUrl: string | null;
    providerOrganisationId: string;
  }>(
    manager,
    sql`SELECT s.id, s.name, s.price, s.enabled, s.requires_product_selection AS "requiresProductSelection",
               s.terms_url AS "termsUrl", s.provider_organisation_id AS "providerOrganisationId"
          FROM service s JOIN organisation o ON o.id = s.provider_organisation_id
         WHERE s.id = ${serviceId} AND o.status = 'active' AND o.deleted_at IS NULL
           AND (o.disabled_at IS NULL OR o.disabled_at > now())
         FOR SHARE OF s`,
  );
}
