// Slack webhook: validation, the test message, retries and the timeout, against a local HTTP server.
import http from "node:http";
import { activeMerchant, apiError, DEMO_PASSWORD, signIn, trpcClient } from "@platform/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const slackPort = inject("slackPort");

/** What the fake Slack answers next: a status, or "hang" to never answer. */
let script: Array<number | "hang"> = [];
const received: Array<{ path: string; body: unknown }> = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ path: req.url ?? "", body: JSON.parse(body || "null") });
      const next = script.shift() ?? 200;
      if (next === "hang") return;
      res.writeHead(next).end(next === 200 ? "ok" : "error");
    });
  });
  await new Promise<void>((resolve) => server.listen(slackPort, "127.0.0.1", resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function ownerWithWebhook() {
  const owner = await activeMerchant(url, await signIn(url, "support@demo.local", DEMO_PASSWORD));
  const client = trpcClient(url, { token: owner.token });
  await client.organisation.updateSlack.mutate({ url: `http://127.0.0.1:${slackPort}/services/T000/B000/XXXX` });
  return { owner, client };
}

describe("Slack webhook", () => {
  it("accepts only Slack's webhook host (and the configured test server)", async () => {
    const owner = await activeMerchant(url, await signIn(url, "support@demo.local", DEMO_PASSWORD));
    const client = trpcClient(url, { token: owner.token });
    for (const bad of [
      "not a url",
      "http://169.254.169.254/latest/meta-data",
      "https://hooks.slack.com.evil.example/services/x",
    ]) {
      const error = await apiError(client.organisation.updateSlack.mutate({ url: bad }));
      expect(error.data.fieldErrors).toEqual({ url: ["organisations:errors.invalidSlackWebhook"] });
    }
    expect((await client.organisation.get.query()).slackWebhookUrl).toBeNull();
    await client.organisation.updateSlack.mutate({ url: "https://hooks.slack.com/services/T1/B2/abc" });
    expect((await client.organisation.get.query()).slackWebhookUrl).toBe("https://hooks.slack.com/services/T1/B2/abc");
  });

  it("sends the test message, retrying after server errors", async () => {
    const { owner, client } = await ownerWithWebhook();
    received.length = 0;
    script = [500, 503, 200];
    expect(await client.organisation.testSlack.mutate()).toEqual({ attempts: 3 });
    expect(received).toHaveLength(3);
    expect(received[2]?.body).toEqual({
      text: `Test message from Fulfilo for ${owner.name}: your Slack notifications are set up.`,
    });
  });

  it("gives up after three failed attempts and says so", async () => {
    const { client } = await ownerWithWebhook();
    received.length = 0;
    script = [500, 500, 500];
    const error = await apiError(client.organisation.testSlack.mutate());
    expect(error.data.i18nKey).toBe("organisations:errors.slackDeliveryFailed");
    expect(received).toHaveLength(3);
  });

  it("does not wait for a server that never answers", async () => {
    const { client } = await ownerWithWebhook();
    script = ["hang", "hang", "hang"];
    const started = Date.now();
    const error = await apiError(client.organisation.testSlack.mutate());
    expect(error.data.i18nKey).toBe("organisations:errors.slackDeliveryFailed");
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("without a saved webhook there is nothing to test", async () => {
    const owner = await activeMerchant(url, await signIn(url, "support@demo.local", DEMO_PASSWORD));
    const error = await apiError(trpcClient(url, { token: owner.token }).organisation.testSlack.mutate());
    expect(error.data.i18nKey).toBe("organisations:errors.noSlackWebhook");
  });
});
