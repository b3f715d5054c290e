// Keys the web app builds at run time (t(`status.${value}`)) cannot be found by reading the code:
// each template is listed here with the values it is built from (the domain's enums, the
// sidebar's areas), and every resulting key must have a text in English and German.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as enums from "../packages/domain/src";
import {
  ACCESS,
  LANGUAGES as APP_LANGUAGES,
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
  AUDIT_SUBJECT_TYPES,
  NOTIFICATION_KINDS,
  ORDER_SORTS,
  RETOUR_GRADES,
} from "../packages/domain/src";

const LOCALES_DIR = __dirname;
const orderEvents = enums.ORDER_EVENT_TYPES.filter((type) => !["status_changed", "created", "shipped"].includes(type));
const areaLabels = Object.values(ACCESS).flatMap((entry) => ("area" in entry && entry.area ? [entry.area.label] : []));
const areaNames = areaLabels.map((label) => label.replace("nav.", ""));

/** template (with one `*`) → the values the app puts in its place. */
const TEMPLATES: Array<[string, readonly string[]]> = [
  ["common:*", areaLabels],
  ["dashboard:shortcuts.*", areaNames],
  ["dashboard:title.*", enums.ROLES],
  ["dashboard:intro.*", enums.ROLES],
  ["dashboard:roles.*", enums.ROLES],
  ["dashboard:organisationTypes.*", enums.ORGANISATION_TYPES],
  ["common:language.*", APP_LANGUAGES],
  ["organisations:status.*", enums.ORGANISATION_LIST_STATUSES],
  ["organisations:container.loads.*", enums.CONTAINER_LOADS],
  ["members:roles.*", enums.MEMBER_ROLES],
  ["invitations:status.*", enums.INVITATION_STATUSES],
  ["shops:status.*", enums.SHOP_STATUSES],
  ["shops:shipmentMethods.*", enums.SHIPMENT_METHODS],
  ["shops:drift.kinds.*", enums.SHOP_DRIFT_KINDS],
  ["shops:drift.fix.*", enums.SHOP_DRIFT_FIXES],
  ["shops:drift.fixed.*", enums.SHOP_DRIFT_FIXES],
  ["shops:drift.checked_*", ["one", "other"]],
  ["orders:paymentStatus.*", enums.ORDER_PAYMENT_STATUSES],
  ["orders:fulfillmentStatus.*", enums.ORDER_FULFILLMENT_STATUSES],
  ["orders:history.*", orderEvents],
  ["orders:history.shipped_*", ["one", "other"]], // plural forms of t("orders:history.shipped", { count })
  ["orders:history.status_changed.*", ["payment", "fulfillment"]],
  ["orders:sort.*", ORDER_SORTS],
  ["claims:type.*", enums.CLAIM_TYPES],
  ["claims:status.*", enums.CLAIM_STATUSES],
  ["claims:card.*", ["refunded", "credit"]], // the outcomes with an amount
  ["locations:type.*", enums.LOCATION_TYPES],
  // The new packaging dialog's whole-number fields.
  ["packaging:catalogue.*", ["lengthMm", "widthMm", "heightMm", "weightG", "productionMinDays", "productionMaxDays"]],
  ["retours:grades.*", RETOUR_GRADES],
  ["invoices:status.*", enums.INVOICE_STATUSES], // the Retour table's invoice status
  ["locations:status.*", enums.LOCATION_STATUSES],
  ["locations:routing.reason.*", ["no_active_location", "no_location_has_all_items"]],
  ["chats:status.*", enums.CHAT_STATUSES],
  ["chats:tabs.*", enums.CHAT_SUBJECT_TYPES],
  ["chats:view.*", ["live", "connecting", "reconnecting"]],
  ["dashboard:support.outcome.*", ["delivered", "retried", "failed"]],
  ["dashboard:waitlist.state.*", ["done", "current", "upcoming", "declined"]],
  ["bookings:status.*", enums.BOOKING_STATUSES],
  ["bookings:detail.statusChangedTo.*", enums.BOOKING_STATUSES],
  ["invoices:list.payments.*", ["unpaid", "overdue"]],
  ["invoices:owner.*", enums.INVOICE_OWNERS],
  ["notifications:kind.*", NOTIFICATION_KINDS],
  ["notifications:text.*", [...NOTIFICATION_KINDS.filter((kind) => kind !== "chat_message"), "credit_issued"]],
  ["notifications:text.chat_message_*", ["one", "other"]], // plural forms of t("text.chat_message", { count })
  ["notifications:bell.label_*", ["one", "other"]],
  ["audit:actions.*", AUDIT_ACTIONS],
  ["audit:subjects.*", AUDIT_SUBJECT_TYPES],
  ["audit:actors.*", AUDIT_ACTOR_KINDS],
];

function text(language: string, key: string): unknown {
  const [namespace, keyPath] = key.split(":", 2) as [string, string];
  const file = path.join(LOCALES_DIR, language, `${namespace}.json`);
  if (!fs.existsSync(file)) return undefined;
  let node: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  for (const part of keyPath.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

describe("keys built at run time", () => {
  for (const [template, values] of TEMPLATES) {
    it(`${template} has a text for every value, in English and German`, () => {
      expect(values.length).toBeGreaterThan(0);
      const missing = ["en", "de"].flatMap((language) =>
        values
          .map((value) => template.replace("*", value))
          .filter((key) => typeof text(language, key) !== "string")
          .map((key) => `${language} ${key}`),
      );
      expect(missing).toEqual([]);
    });
  }
});
