import { z } from "zod";
import { calendarDay, entityId, pageSchema } from "../shared/schemas";
import { RETOUR_MESSAGES } from "./messages";

/**
 * Spec §3's retour grades — our reading: A resellable as it is (back into the retour location's
 * stock), B resellable after repacking, C not resellable. Only A raises stock.
 */
export const RETOUR_GRADES = ["a", "b", "c"] as const;
export type RetourGrade = (typeof RETOUR_GRADES)[number];

/** At most this many units of one grade on one line. */
export const RETOUR_MAX_COUNT = 100_000;
export const RETOUR_NOTE_MAX = 1000;

const isoDay = calendarDay(RETOUR_MESSAGES.dateInvalid);

/** A count of one grade: a whole number from 0. Empty form fields read as 0. */
export const gradeCount = z.preprocess(
  (value) =>
    value === "" || value === undefined || value === null ? 0 : typeof value === "string" ? Number(value) : value,
  z
    .number({ errorMap: () => ({ message: RETOUR_MESSAGES.gradeInvalid }) })
    .int({ message: RETOUR_MESSAGES.gradeInvalid })
    .min(0, { message: RETOUR_MESSAGES.gradeInvalid })
    .max(RETOUR_MAX_COUNT, { message: RETOUR_MESSAGES.gradeInvalid }),
);

/** The filters of the Retour table, shared by the list, its CSV export and the URL. */
export const retourFiltersSchema = z
  .object({
    /** Order number ("#1001", "1001") or the merchant's name (support). */
    search: z.string().trim().max(100).optional(),
    shopId: entityId.optional(),
    /** Calendar days of the created date in the platform's time zone, both inclusive. */
    createdFrom: isoDay.optional(),
    createdTo: isoDay.optional(),
  })
  .refine((f) => !f.createdFrom || !f.createdTo || f.createdFrom <= f.createdTo, {
    message: RETOUR_MESSAGES.dateRange,
    path: ["createdTo"],
  });
export type RetourFilters = z.infer<typeof retourFiltersSchema>;

export const retourListSchema = z.intersection(retourFiltersSchema, z.object(pageSchema));
export type RetourListInput = z.infer<typeof retourListSchema>;

/** Support's order search for the Record retour form (by order number). */
export const retourOrderOptionsSchema = z.object({ search: z.string().trim().max(100) });
export type RetourOrderOptionsInput = z.infer<typeof retourOrderOptionsSchema>;

const invalidGrades = (item: { gradeA: number; gradeB: number; gradeC: number }) =>
  [item.gradeA, item.gradeB, item.gradeC].some((grade) => !Number.isInteger(grade) || grade < 0);

export const retourItemSchema = z.object({
  lineItemId: entityId,
  gradeA: gradeCount,
  gradeB: gradeCount,
  gradeC: gradeCount,
});
export type RetourItemInput = z.infer<typeof retourItemSchema>;

/** Support records a retour: the order, the retour location, per returned line its counts per grade, a note. */
export const createRetourSchema = z.object({
  orderId: z
    .string({ errorMap: () => ({ message: RETOUR_MESSAGES.selectOrder }) })
    .trim()
    .min(1, { message: RETOUR_MESSAGES.selectOrder })
    .max(64),
  locationId: z
    .string({ errorMap: () => ({ message: RETOUR_MESSAGES.selectLocation }) })
    .trim()
    .min(1, { message: RETOUR_MESSAGES.selectLocation })
    .max(64),
  items: z
    .array(retourItemSchema, { errorMap: () => ({ message: RETOUR_MESSAGES.nothingReturned }) })
    .max(500)
    .refine((items) => new Set(items.map((item) => item.lineItemId)).size === items.length, {
      message: RETOUR_MESSAGES.duplicateItem,
    })
    // (Not said on top of an invalid grade, which has its own message.)
    .refine((items) => items.some((item) => item.gradeA + item.gradeB + item.gradeC > 0) || items.some(invalidGrades), {
      message: RETOUR_MESSAGES.nothingReturned,
    }),
  note: z
    .string()
    .trim()
    .max(RETOUR_NOTE_MAX, { message: RETOUR_MESSAGES.noteTooLong })
    .optional()
    .transform((value) => value || undefined),
});
export type CreateRetourInput = z.infer<typeof createRetourSchema>;

/** The total of a retour (or one line): every graded unit. */
export function retourTotal(items: ReadonlyArray<{ gradeA: number; gradeB: number; gradeC: number }>): number {
  return items.reduce((sum, item) => sum + item.gradeA + item.gradeB + item.gradeC, 0);
}
