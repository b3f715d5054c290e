export const SHOP_MESSAGES = {
  fillAllFields: "shops:errors.fillAllFields",
  manualCreationDisabled: "shops:errors.manualCreationDisabled",
  installInvalid: "shops:errors.installInvalid",
  connectedElsewhere: "shops:errors.connectedElsewhere",
  notFound: "shops:errors.notFound",
} as const;
