// Security headers on the SPA, the API and Medusa Admin, and both apps load under the policy in
// Chromium without a single CSP violation.
import { chromium } from "playwright-core";
import { expect, inject, it } from "vitest";

const url = inject("backendUrl");

it("sends CSP, frame, sniffing and referrer headers on the SPA, the API and Medusa Admin, and no X-Powered-By", async () => {
  for (const path of ["/login", "/store/trpc/session.me", "/health", "/app/login"]) {
    const response = await fetch(`${url}${path}`, { headers: { accept: "text/html" } });
    const headers = response.headers;
    expect(headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    expect(headers.get("content-security-policy"), path).toContain("script-src 'self'");
    expect(headers.get("x-frame-options"), path).toBe("DENY");
    expect(headers.get("x-content-type-options"), path).toBe("nosniff");
    expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-powered-by"), path).toBeNull();
  }
});

it("sets the session cookie with SameSite=Lax", async () => {
  const response = await fetch(`${url}/store/auth`, {
    method: "POST",
    // Production sets the cookie on HTTPS only (Medusa trusts the proxy's word for it).
    headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
    body: JSON.stringify({ email: "customer@demo.local", password: "demo-password" }),
  });
  expect(response.status).toBe(200);
  const cookies = response.headers.getSetCookie().filter((cookie) => cookie.startsWith("connect.sid="));
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) {
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/SameSite=None/i);
  }
});

it("loads the SPA's login page and Medusa Admin in Chromium without CSP violations", async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
    await page.addInitScript({
      content: `document.addEventListener("securitypolicyviolation", (e) => window.reportCspViolation(e.violatedDirective + " " + e.blockedURI));`,
    });

    await page.goto(`${url}/login`);
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
    await page.getByLabel("Email").fill("customer@demo.local");
    await page.getByLabel("Password", { exact: true }).fill("demo-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/a\/dashboard\/customer$/);

    await page.goto(`${url}/app/login`);
    await page.locator('input[name="email"]').waitFor();
    await page.locator('input[name="email"]').fill("admin@demo.local");
    expect(violations).toEqual([]);
  } finally {
    await browser.close();
  }
});
