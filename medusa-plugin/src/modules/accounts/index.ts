// The accounts module's public surface: what other domains and subscribers may import. Code
// resolves Medusa's `signUpService`, `customerSettingService` and `customerDataService` from the
// container (services/sign-up.ts, …); trpc/router.ts mounts its routers (auth, settings), exported here.
export { default as CustomerDataService } from "./customer-data-service";
export { default as CustomerSettingService } from "./customer-setting-service";
// The password hashes Medusa's own authentication reads and upgrades (loaders/password-hashing.ts).
export { type HashOwner, replacePasswordHash, storedPasswordHash } from "./data-access/password-hashes";
export { authRouter, settingsRouter } from "./router";
export { default as SignUpService } from "./sign-up-service";
export {
  currentTokenVersion,
  RENEWED_TOKEN_HEADER,
  revokeStoreTokens,
  signStoreToken,
  storeTokenGuard,
  storeTokenKey,
  verifiedStoreClaims,
} from "./store-tokens";
export type { PersonalSettings } from "./types";
