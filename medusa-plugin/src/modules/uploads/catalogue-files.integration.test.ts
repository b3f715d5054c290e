// Medusa Admin's uploads (issue 33): `@medusajs/file-local` ended the backend on the first upload of
// a fresh data folder (it threw inside its copy callback) and served whatever it was given inline
// from the app's origin, at a URL with the server's data path. Now: images only by their bytes,
// random names, inert headers, and the backend stays up.
import { adminSignIn, DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from "@platform/testing";
import { chromium } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");

// An 8 × 8 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAIAQMAAAD+wSzIAAAABlBMVEX///+/v7+jQ3Y5AAAADklEQVQI12P4AIX8EAgALgAD/aNpbtEAAAAASUVORK5CYII=",
  "base64",
);
const SCRIPT = "console.log('ran:' + localStorage.getItem('platform.token'))";
const HOSTILE = {
  "x.html": `<!doctype html><html><body><script>${SCRIPT}</script></body></html>`,
  "x.svg": `<svg xmlns="http://www.w3.org/2000/svg"><script>${SCRIPT}</script></svg>`,
  "x.js": SCRIPT,
};

let adminToken: string;
beforeAll(async () => {
  adminToken = await adminSignIn(url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
});

async function upload(name: string, bytes: Buffer | string, type = "application/octet-stream") {
  const form = new FormData();
  form.append("files", new Blob([bytes], { type }), name);
  const response = await fetch(`${url}/admin/uploads`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { uploads?: { url: string; key: string }[] } };
}

describe("Medusa Admin uploads", () => {
  it("an image upload on a fresh data folder is stored and the backend stays up", async () => {
    const answer = await upload("photo.png", PNG, "image/png");
    expect(answer.status).toBe(200);
    const stored = answer.body.uploads?.[0];
    // The URL names the file by a random name, never a server path or the uploaded name.
    expect(stored?.url).toMatch(new RegExp(`^${url}/uploads/[a-f0-9]{32}\\.png$`));
    expect((await fetch(`${url}/health`)).status).toBe(200);

    const served = await fetch(stored?.url as string);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toMatch(/^inline; filename="[a-f0-9]{32}\.png"$/);
    expect(served.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("HTML, SVG and JS are refused, whatever type the browser claims, and nothing is stored", async () => {
    for (const [name, body] of Object.entries(HOSTILE)) {
      for (const type of ["text/html", "image/svg+xml", "image/png"]) {
        const answer = await upload(name, body, type);
        expect(answer.status, `${name} as ${type}`).toBe(400);
        expect(answer.body.uploads).toBeUndefined();
      }
    }
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it("names that are not ours, paths and private files without a valid link are not served", async () => {
    for (const path of [
      "/uploads/..%2F..%2Fsecrets.json",
      "/uploads/x.html",
      "/uploads/0123456789abcdef0123456789abcdef.html",
      "/uploads/private/0123456789abcdef0123456789abcdef.csv?exp=9999999999&sig=forged",
    ]) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
  });

  it("in Chromium, a signed-in customer opening or embedding an uploaded image-script polyglot runs nothing", async () => {
    // A real PNG with a script after it: accepted as an image, and must stay one.
    const polyglot = Buffer.concat([PNG, Buffer.from(`<html><script>${SCRIPT}</script></html>`)]);
    const answer = await upload("polyglot.html", polyglot, "text/html");
    expect(answer.status).toBe(200);
    const fileUrl = answer.body.uploads?.[0]?.url as string;
    expect(fileUrl).toMatch(/\.png$/);

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    });
    try {
      const page = await browser.newPage();
      const ran: string[] = [];
      page.on("console", (message) => {
        if (message.text().startsWith("ran:")) ran.push(message.text());
      });
      await page.goto(`${url}/login`);
      await page.getByLabel("Email").fill("customer@demo.local");
      await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL(/\/a\/dashboard\/customer$/);
      expect(await page.evaluate("localStorage.getItem('platform.token')")).toBeTruthy();

      // Embedded as a script on the app's own page: nosniff and the image type block it.
      // (A string: this package's TypeScript has no DOM types.)
      const loaded = await page.evaluate(`new Promise((resolve) => {
        const script = document.createElement("script");
        script.src = ${JSON.stringify(fileUrl)};
        script.onload = () => resolve("loaded");
        script.onerror = () => resolve("blocked");
        document.head.appendChild(script);
      })`);
      expect(loaded).toBe("blocked");

      // Opened as a page: an image in a sandbox, no script, no access to the app's storage.
      const response = await page.goto(fileUrl);
      expect(response?.status()).toBe(200);
      expect(await page.evaluate("document.querySelectorAll('script').length")).toBe(0);
      expect(await page.evaluate("window.origin")).toBe("null");
      expect(ran).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
