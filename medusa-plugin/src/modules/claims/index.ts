// The claims module's public surface: what the tRPC root and other code may import.
// The demo seed creates claims through Medusa's `platformClaimService` (services/platform-claim.ts).
export type { default as PlatformClaimService } from "./platform-claim-service";
export { claimsRouter } from "./router";
export { CLAIM_SUBJECT, type ClaimView } from "./types";
