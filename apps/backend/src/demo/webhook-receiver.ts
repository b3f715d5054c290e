import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";

/**
 * The demo customer's webhook endpoint (issue 35) and the local receiver it points at: a small
 * http server of the demo (127.0.0.1 only) that checks each request's Standard Webhooks
 * signature and shows what arrived at its `/` page. A public fixture like the demo API key.
 */
export const DEMO_WEBHOOK_SECRET = "whsec_ZGVtby13ZWJob29rLXNlY3JldC1vZi10aGUtbG9jYWwtZGVtbyE=";
const DEMO_ENDPOINT_ID = "whep_demo0000000000000000";
/** What the page shows: the latest arrivals only (memory stays bounded). */
const KEEP = 100;

type Arrival = { at: Date; id: string; type: string; valid: boolean; body: string };

export type DemoWebhookReceiver = { url: string; stop: () => Promise<void> };

function validSignature(headers: http.IncomingHttpHeaders, body: string): boolean {
  const id = String(headers["webhook-id"] ?? "");
  const timestamp = String(headers["webhook-timestamp"] ?? "");
  const key = Buffer.from(DEMO_WEBHOOK_SECRET.slice("whsec_".length), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers["webhook-signature"] ?? "")
    .split(" ")
    .some((part) => {
      const given = Buffer.from(part.replace(/^v1,/, ""), "base64");
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

const htmlText = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);

export async function startDemoWebhookReceiver(): Promise<DemoWebhookReceiver> {
  const arrivals: Arrival[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === "POST") {
      const chunks: Buffer[] = [];
      let size = 0;
      // A sender that drops the connection mid-body: only that request ends, never the process.
      req.on("error", () => res.destroy());
      req.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= 64 * 1024) chunks.push(chunk);
      });
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        let type = "?";
        try {
          type = String((JSON.parse(body) as { type?: string }).type ?? "?");
        } catch {}
        arrivals.unshift({
          at: new Date(),
          id: String(req.headers["webhook-id"] ?? ""),
          type,
          valid: validSignature(req.headers, body),
          body,
        });
        arrivals.splice(KEEP);
        res.writeHead(200, { "content-type": "text/plain" }).end("received");
      });
      return;
    }
    const rows = arrivals
      .map(
        (a) =>
          `<tr><td>${a.at.toISOString()}</td><td>${htmlText(a.type)}</td><td><code>${htmlText(a.id)}</code></td><td>${a.valid ? "✔ valid" : "✘ INVALID"}</td><td><code>${htmlText(a.body.slice(0, 400))}</code></td></tr>`,
      )
      .join("");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(
      `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Demo webhook receiver</title>
<style>body{font-family:sans-serif;margin:2rem}td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}code{font-size:12px}</style>
<h1>Demo webhook receiver</h1><p>What the platform sent to customer@demo.local's webhook endpoint (signatures checked with its secret). Reloads every 5 s.</p>
<table><tr><th>Arrived</th><th>Event</th><th>webhook-id</th><th>Signature</th><th>Body</th></tr>${rows || '<tr><td colspan="5">Nothing yet: create or ship an order.</td></tr>'}</table>`,
    );
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.DEMO_WEBHOOK_RECEIVER_PORT ?? 0), "127.0.0.1", resolve),
  );
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The demo customer's endpoint, subscribed to every event, pointed at this start's receiver (its
 * port may differ from the last start, so the URL is set again each time; idempotent).
 */
export async function seedDemoWebhookEndpoint(container: MedusaContainer, receiverUrl: string): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  await manager.query(
    `INSERT INTO webhook_endpoint (id, organisation_id, url, description, event_types, secret, created_by)
     SELECT $1, m.organisation_id, $2, 'Demo receiver', ARRAY['order.created', 'order.shipped', 'order.cancelled',
            'invoice.issued', 'invoice.paid', 'stock.low', 'claim.decided', 'retour.recorded'], $3, m.customer_id
       FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = 'customer@demo.local' AND c.has_account = true
     ON CONFLICT (id) DO UPDATE SET url = excluded.url`,
    [DEMO_ENDPOINT_ID, `${receiverUrl}/`, DEMO_WEBHOOK_SECRET],
  );
}
