import { z } from "zod";
import { COMMON_MESSAGES } from "../shared/messages";
import { calendarDay, email, entityId, pageSchema, requiredText } from "../shared/schemas";
import { BULK_IMPORT_METHODS } from "../stock/constants";
import { companyDetailsSchema } from "./company-validation";
import { CONTAINER_LOADS, ORGANISATION_LIST_STATUSES, ORGANISATION_TYPES } from "./enums";
import { ORGANISATION_MESSAGES } from "./messages";

const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { message: COMMON_MESSAGES.tooLong })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null);

export const organisationUpdateSchema = z.object({ name: requiredText, company: companyDetailsSchema });
export type OrganisationUpdateInput = z.infer<typeof organisationUpdateSchema>;

/** EORI: the EU customs id every importer needs: country code + up to 15 letters or digits. */
export const EORI_PATTERN = /^[A-Z]{2}[A-Z0-9]{1,15}$/;

export const containerSettingsSchema = z.object({
  eori_number: optionalText(17).refine((value) => value === null || EORI_PATTERN.test(value.toUpperCase()), {
    message: ORGANISATION_MESSAGES.invalidEori,
  }),
  default_import_method: z
    .enum(BULK_IMPORT_METHODS.map((m) => m.method) as ["plane", "train", "china_stock"])
    .nullable()
    .default(null),
  container_load: z.enum(CONTAINER_LOADS).nullable().default(null),
  customs_broker_email: z
    .union([z.literal(""), email])
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});
export type ContainerSettingsInput = z.infer<typeof containerSettingsSchema>;

export const slackWebhookSchema = z.object({
  url: z
    .string()
    .trim()
    .max(500)
    .url({ message: ORGANISATION_MESSAGES.invalidSlackWebhook })
    .nullable()
    .or(z.literal("").transform(() => null)),
});
export type SlackWebhookInput = z.infer<typeof slackWebhookSchema>;

export const organisationListSchema = z.object({
  search: z.string().trim().max(100).optional(),
  type: z.enum(ORGANISATION_TYPES).optional(),
  status: z.enum(ORGANISATION_LIST_STATUSES).optional(),
  ...pageSchema,
});
export type OrganisationListInput = z.infer<typeof organisationListSchema>;

export const organisationIdSchema = z.object({ organisationId: entityId });

/** A calendar day, YYYY-MM-DD. */
export const isoDate = calendarDay();

export const disableOrganisationSchema = z.object({ organisationId: entityId, date: isoDate });
export type DisableOrganisationInput = z.infer<typeof disableOrganisationSchema>;

/** The owner disables their own organisation; they must type the organisation's name to confirm. */
export const disableOwnAccountSchema = z.object({
  confirmName: z.string().trim().min(1, { message: ORGANISATION_MESSAGES.confirmDisable }),
});

export const agencyMarginSchema = z.object({
  organisationId: entityId,
  marginPercent: z
    .number({ invalid_type_error: ORGANISATION_MESSAGES.marginRange })
    .min(0, { message: ORGANISATION_MESSAGES.marginRange })
    .max(100, { message: ORGANISATION_MESSAGES.marginRange })
    .refine((value) => Math.round(value * 100) === value * 100, { message: ORGANISATION_MESSAGES.marginRange }),
});
export type AgencyMarginInput = z.infer<typeof agencyMarginSchema>;
