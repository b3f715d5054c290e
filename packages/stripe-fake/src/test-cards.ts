/**
 * Stripe's test payment methods the fake knows (the same ids work against Stripe in test mode):
 * the card behind each and what confirming with it does.
 */
export type TestCard = {
  brand: string;
  last4: string;
  outcome: "succeeds" | "declined";
  declineCode?: string;
  message?: string;
};

export const TEST_PAYMENT_METHODS: Record<string, TestCard> = {
  pm_card_visa: { brand: "visa", last4: "4242", outcome: "succeeds" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", outcome: "succeeds" },
  pm_card_chargeDeclined: {
    brand: "visa",
    last4: "0002",
    outcome: "declined",
    declineCode: "generic_decline",
    message: "Your card was declined.",
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: "visa",
    last4: "9995",
    outcome: "declined",
    declineCode: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
};
