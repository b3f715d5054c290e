export const SERVICE_CURRENCY = "EUR";
