// The fake's hosted payment page (Stripe Checkout's stand-in): plain HTML forms, no script. The
// card number field takes Stripe's test numbers; 3-D Secure gets an authentication step with
// Complete / Fail, as in Stripe's test mode.
import type Stripe from "stripe";

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

const money = (session: Stripe.Checkout.Session) =>
  `${((session.amount_total ?? 0) / 100).toFixed(2)} ${(session.currency ?? "").toUpperCase()}`;

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${html(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}
label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem}[role=alert]{color:#b42318;margin-top:1rem}
.note{color:#697386;font-size:.875rem}</style></head>
<body><p class="note">Test mode (local Stripe)</p>${body}</body></html>`;

export const hostedPage = {
  form(session: Stripe.Checkout.Session, error: string | null): string {
    const item = session.metadata?.invoice_number ? `Invoice ${session.metadata.invoice_number}` : "Payment";
    return layout(
      `Pay ${money(session)}`,
      `<h1>${html(item)}</h1>
<p>Pay <strong data-testid="amount">${html(money(session))}</strong></p>
<form method="post" action="/pay/${html(session.id)}">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
${error ? `<p role="alert">${html(error)}</p>` : ""}
<button type="submit">Pay</button>
</form>
${session.cancel_url ? `<p><a href="${html(session.cancel_url)}">Back</a></p>` : ""}`,
    );
  },
  authenticate(session: Stripe.Checkout.Session): string {
    return layout(
      "3D Secure authentication",
      `<h1>3D Secure test payment</h1>
<p>Complete or fail the authentication of ${html(money(session))}.</p>
<form method="post" action="/pay/${html(session.id)}/authenticate">
<button type="submit" name="action" value="complete">Complete</button>
<button type="submit" name="action" value="fail">Fail</button>
</form>`,
    );
  },
  expired(): string {
    return layout("Expired", "<h1>This payment page has expired.</h1>");
  },
  notFound(): string {
    return layout("Not found", "<h1>Something went wrong</h1><p>The page you were looking for could not be found.</p>");
  },
};
