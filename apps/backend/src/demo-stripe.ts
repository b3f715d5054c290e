// `npm start` without Stripe credentials: the local fake Stripe stands in, in this process, so
// card payment of invoices works in the demo: its hosted payment page takes Stripe's test cards
// (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for
// 3-D Secure). Its signed webhooks go to this backend's /hooks/stripe.

export const DEMO_STRIPE = {
  secretKey: "sk_test_demo_fake_stripe",
  webhookSecret: "whsec_demo_fake_stripe_webhook_secret",
};

export type DemoStripe = { url: string; stop: () => Promise<void> } | null;

/** Starts the fake when no Stripe key is configured (and STRIPE_FAKE is not "false"). */
export async function startDemoStripe(options: { backendPort: number }): Promise<DemoStripe> {
  if (process.env.STRIPE_SECRET_KEY || process.env.STRIPE_FAKE === "false") return null;
  const { startStripeFake } = await import("@platform/stripe-fake");
  const settings = {
    host: "127.0.0.1",
    secretKey: DEMO_STRIPE.secretKey,
    webhookSecret: DEMO_STRIPE.webhookSecret,
    // Same process, same machine: the webhook goes straight to the backend's own port.
    webhookUrl: `http://127.0.0.1:${options.backendPort}/hooks/stripe`,
    log: process.env.STRIPE_FAKE_LOG === "1" ? (line: string) => console.log(line) : undefined,
  };
  const port = Number(process.env.STRIPE_FAKE_PORT || options.backendPort + 2);
  // Without an explicit STRIPE_FAKE_PORT, a taken port + 2 is no reason not to start: any free port.
  const fake = await startStripeFake({ ...settings, port }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE" || process.env.STRIPE_FAKE_PORT) throw error;
    return await startStripeFake({ ...settings, port: 0 });
  });
  process.env.STRIPE_SECRET_KEY = DEMO_STRIPE.secretKey;
  process.env.STRIPE_WEBHOOK_SECRET = DEMO_STRIPE.webhookSecret;
  process.env.STRIPE_API_URL = fake.url;
  return { url: fake.url, stop: () => fake.stop() };
}
