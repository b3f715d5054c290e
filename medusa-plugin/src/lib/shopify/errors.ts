// Protocol errors the client throws and its callers (the fulfilment push, the sync job) tell apart.

/** The shop cannot be reached with any token we have: it was marked as needing sign-in. */
export class ShopNeedsReauthError extends Error {
  constructor(public readonly shopId: string) {
    super(`shop ${shopId} needs to sign in again through the Shopify app`);
  }
}
