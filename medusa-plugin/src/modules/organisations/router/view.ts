import type { Organisation } from "../../../models/organisation";

/** What the client sees of an organisation (never more than the model's public fields). */
export function organisationView(o: Organisation) {
  return {
    id: o.id,
    name: o.name,
    type: o.type,
    status: o.status,
    disabledAt: o.disabled_at,
    agencyId: o.agency_id,
    agencyMarginPercent: o.agency_margin_percent,
    slackWebhookUrl: o.slack_webhook_url,
    company: {
      company_name: o.company_name,
      street: o.street,
      city: o.city,
      zip: o.zip,
      country_code: o.country_code,
      vat_id: o.vat_id,
      iban: o.iban,
      bic: o.bic,
      ioss_number: o.ioss_number,
      email: o.email,
      phone: o.phone,
    },
    container: {
      eori_number: o.eori_number,
      default_import_method: o.default_import_method,
      container_load: o.container_load,
      customs_broker_email: o.customs_broker_email,
    },
    createdAt: o.created_at,
  };
}
