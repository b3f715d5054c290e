// The backend's access log keeps paths, never query strings: a live chat stream's connection
// params carry the session token, and list URLs carry searches such as customer names.
import fs from "node:fs";
import { DEMO_PASSWORD, eventually, signIn, subscribe } from "@platform/testing";
import { expect, inject, it } from "vitest";

const url = inject("backendUrl");
const logFile = inject("backendLogFile");

it("logs a live stream's request without its token, and a list request without its search", async () => {
  const token = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
  const stream = subscribe(url, "chats.onMessage", { chatId: "chat_unknown" }, { token, tokenVia: "connectionParams" });
  await stream.ready.catch(() => undefined);
  stream.close();
  const input = encodeURIComponent(JSON.stringify({ json: { search: "Marlene Musterfrau" } }));
  const list = await fetch(`${url}/store/trpc/orders.list?input=${input}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.status).toBe(200);

  const log = await eventually(async () => {
    const text = fs.readFileSync(logFile, "utf8");
    return text.includes('"msg":"GET /store/trpc/orders.list HTTP/1.1 200"') && text;
  });
  expect(log).toContain('"msg":"GET /store/trpc/chats.onMessage HTTP/1.1');
  expect(log).not.toContain(token);
  expect(log).not.toContain("connectionParams");
  expect(log).not.toContain("Musterfrau");
});
