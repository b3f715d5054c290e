// Two backends share the wrong-password count through Redis: guesses spread over both instances
// add up, and the refusal holds on both.
import { randomUUID } from "node:crypto";
import { trpcClient } from "@platform/testing";
import { expect, inject, it } from "vitest";

const [urlA, urlB] = inject("backendUrls") as [string, string];
const PASSWORD = "redis-limit-password-1";

function signInOn(url: string, email: string, password: string) {
  return fetch(`${url}/store/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
}

it("counts wrong passwords on both instances against one limit", async () => {
  const email = `limit-${randomUUID().slice(0, 8)}@redis.test`;
  await trpcClient(urlA).auth.signUp.mutate({
    organisationName: "Limit GmbH",
    firstName: "Rita",
    lastName: "Limit",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  for (let i = 0; i < 10; i++) {
    const response = await signInOn(i % 2 === 0 ? urlA : urlB, email, `wrong-${i}`);
    expect(response.status).toBe(401);
  }
  for (const url of [urlA, urlB]) {
    const refused = await signInOn(url, email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  }
});

it("checks at most ten parallel wrong passwords over both instances, and right ones never count", async () => {
  const email = `limit-${randomUUID().slice(0, 8)}@redis.test`;
  await trpcClient(urlA).auth.signUp.mutate({
    organisationName: "Limit GmbH",
    firstName: "Rita",
    lastName: "Limit",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  // Right passwords in parallel on both: none refused, none counted.
  const right = await Promise.all(
    Array.from({ length: 40 }, (_, i) => signInOn(i % 2 === 0 ? urlA : urlB, email, PASSWORD)),
  );
  expect(right.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
  const wrong = await Promise.all(
    Array.from({ length: 30 }, (_, i) => signInOn(i % 2 === 0 ? urlA : urlB, email, `wrong-${i}`)),
  );
  const statuses = wrong.map((response) => response.status);
  expect(statuses.filter((status) => status === 401)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(20);
});
