/**
 * Stripe's test card numbers the fake's hosted payment page knows (the same numbers work on
 * Stripe's Checkout in test mode): what paying with each does.
 */
export type TestCard = {
  number: string;
  brand: string;
  outcome: "succeeds" | "declined" | "requires_action";
  /** Stripe's "disputed" test cards: the payment succeeds, then the cardholder disputes it. */
  dispute?: "fraudulent";
  /** Stripe's asynchronous refund failure: a refund starts succeeded, then fails. */
  refundFails?: true;
  declineCode?: string;
  message?: string;
};

export const TEST_CARDS = {
  visa: { number: "4242424242424242", brand: "visa", outcome: "succeeds" },
  mastercard: { number: "5555555555554444", brand: "mastercard", outcome: "succeeds" },
  declined: {
    number: "4000000000000002",
    brand: "visa",
    outcome: "declined",
    declineCode: "generic_decline",
    message: "Your card was declined.",
  },
  insufficientFunds: {
    number: "4000000000009995",
    brand: "visa",
    outcome: "declined",
    declineCode: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  /** Succeeds, then is disputed as fraudulent (charge.dispute.created, funds withdrawn). */
  disputed: { number: "4000000000000259", brand: "visa", outcome: "succeeds", dispute: "fraudulent" },
  /** Succeeds; a refund of it starts succeeded and then fails (charge.refund.updated). */
  refundFails: { number: "4000000000005126", brand: "visa", outcome: "succeeds", refundFails: true },
  /** 3-D Secure 2 always required: an authentication step, then succeeds or fails. */
  threeDSecure: { number: "4000002760003184", brand: "visa", outcome: "requires_action" },
} satisfies Record<string, TestCard>;
