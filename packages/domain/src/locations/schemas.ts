import { z } from "zod";
import { isValidCountryCode } from "../organisations/company-validation";
import { entityId, pageSchema } from "../shared/schemas";
import { LOCATION_PRIORITY_MAX, LOCATION_PRIORITY_MIN } from "./constants";
import { LOCATION_STATUSES, LOCATION_TYPES } from "./enums";
import { LOCATION_MESSAGES } from "./messages";
import { NO_COUNTRY } from "./routing";

/** An ISO 3166-1 alpha-2 country code (upper-cased). */
export const countryCode = z
  .string({ errorMap: () => ({ message: LOCATION_MESSAGES.invalidCountry }) })
  .trim()
  .toUpperCase()
  .refine(isValidCountryCode, { message: LOCATION_MESSAGES.invalidCountry });

/** A country a priority is set for, or "*" (No Country: the default for every other country). */
export const priorityCountry = z
  .string({ errorMap: () => ({ message: LOCATION_MESSAGES.invalidCountry }) })
  .trim()
  .toUpperCase()
  .refine((value) => value === NO_COUNTRY || isValidCountryCode(value), { message: LOCATION_MESSAGES.invalidCountry });

/** A priority level: 1 (first choice) … 5. */
export const priorityLevel = z
  .number({ errorMap: () => ({ message: LOCATION_MESSAGES.priorityRange }) })
  .int({ message: LOCATION_MESSAGES.priorityRange })
  .min(LOCATION_PRIORITY_MIN, { message: LOCATION_MESSAGES.priorityRange })
  .max(LOCATION_PRIORITY_MAX, { message: LOCATION_MESSAGES.priorityRange });

export const locationListSchema = z.object({
  type: z.enum(LOCATION_TYPES).optional(),
  status: z.enum(LOCATION_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  ...pageSchema,
});
export type LocationListInput = z.infer<typeof locationListSchema>;

/** A location with its stocks (per variant), searchable by product, variant or SKU. */
export const locationGetSchema = z.object({
  locationId: entityId,
  search: z.string().trim().max(100).optional(),
  ...pageSchema,
});
export type LocationGetInput = z.infer<typeof locationGetSchema>;

export const locationPrioritiesSchema = z.object({ country: priorityCountry });

/** The organisation's priorities for one country (or No Country); null removes a location's level. */
export const setLocationPrioritiesSchema = z.object({
  country: priorityCountry,
  priorities: z
    .array(z.object({ locationId: entityId, priority: priorityLevel.nullable() }))
    .max(500)
    .refine((rows) => new Set(rows.map((row) => row.locationId)).size === rows.length, {
      message: LOCATION_MESSAGES.duplicateLocation,
    }),
});
export type SetLocationPrioritiesInput = z.infer<typeof setLocationPrioritiesSchema>;

export const orderRoutingSchema = z.object({ orderId: entityId });

const optionalText = z.string().trim().max(200).optional().nullable();

/** Support creates and edits locations: a platform warehouse, or one organisation's own (type customer). */
const locationFields = {
  name: z
    .string({ errorMap: () => ({ message: LOCATION_MESSAGES.nameRequired }) })
    .trim()
    .min(1, { message: LOCATION_MESSAGES.nameRequired })
    .max(200),
  type: z.enum(LOCATION_TYPES, { errorMap: () => ({ message: LOCATION_MESSAGES.selectType }) }),
  status: z.enum(LOCATION_STATUSES, { errorMap: () => ({ message: LOCATION_MESSAGES.selectStatus }) }),
  address1: optionalText,
  address2: optionalText,
  city: optionalText,
  postalCode: z.string().trim().max(20).optional().nullable(),
  countryCode,
  phone: z.string().trim().max(40).optional().nullable(),
};

export const createLocationSchema = z.object({
  ...locationFields,
  /** The organisation whose own location this is; none → a platform warehouse every merchant sees. */
  organisationId: entityId.nullable().default(null),
});
export type CreateLocationInput = z.infer<typeof createLocationSchema>;

export const updateLocationSchema = z.object({ locationId: entityId, ...locationFields });
export type UpdateLocationInput = z.infer<typeof updateLocationSchema>;

/** Support counts the merchant's goods at a location: on hand is set (never below what is reserved). */
export const adjustStockSchema = z.object({
  organisationId: entityId,
  locationId: entityId,
  variantId: entityId,
  onHand: z
    .number({ errorMap: () => ({ message: LOCATION_MESSAGES.onHandInvalid }) })
    .int({ message: LOCATION_MESSAGES.onHandInvalid })
    .min(0, { message: LOCATION_MESSAGES.onHandInvalid })
    .max(10_000_000, { message: LOCATION_MESSAGES.onHandInvalid }),
});
export type AdjustStockInput = z.infer<typeof adjustStockSchema>;

/** Support's "Add stock" form: an organisation and a variant chosen, and the goods on hand. */
export const addStockFormSchema = adjustStockSchema.extend({
  organisationId: z.string().min(1, { message: LOCATION_MESSAGES.chooseOrganisation }),
  variantId: z.string().min(1, { message: LOCATION_MESSAGES.chooseVariant }),
});

/** Support: the platform variants to count stock of. */
export const locationVariantsSchema = z.object({ search: z.string().trim().max(100).optional() });
export type LocationVariantsInput = z.infer<typeof locationVariantsSchema>;
