// Translation keys of the Retours area (namespace "retours").

export const RETOUR_MESSAGES = {
  /** Spec §8 wording, as the other lists: an empty list and a list that failed to load. */
  noDataFound: "retours:errors.noDataFound",
  noDataFetched: "retours:errors.noDataFetched",
  createFailed: "retours:errors.createFailed",
  exportFailed: "retours:errors.exportFailed",
  selectOrder: "retours:errors.selectOrder",
  orderNotFound: "retours:errors.orderNotFound",
  notFound: "retours:errors.notFound",
  selectLocation: "retours:errors.selectLocation",
  notRetourLocation: "retours:errors.notRetourLocation",
  gradeInvalid: "retours:errors.gradeInvalid",
  nothingReturned: "retours:errors.nothingReturned",
  itemNotInOrder: "retours:errors.itemNotInOrder",
  duplicateItem: "retours:errors.duplicateItem",
  moreThanShipped: "retours:errors.moreThanShipped",
  gradeANeedsVariant: "retours:errors.gradeANeedsVariant",
  noteTooLong: "retours:errors.noteTooLong",
  dateInvalid: "retours:errors.dateInvalid",
  dateRange: "retours:errors.dateRange",
} as const;
