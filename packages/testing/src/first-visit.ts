// What a browser downloads for a first visit to a page: every script response, gzipped (level 9),
// as `npm run bench:startup` measures it. The budget for /login is 100 KB (docs/web.md).
import zlib from "node:zlib";
import { chromium } from "playwright-core";

export const FIRST_VISIT_BUDGET_BYTES = 100 * 1024;

export type FirstVisit = { files: Array<{ url: string; raw: number; gzip: number }>; raw: number; gzip: number };

/** Loads `url` in a fresh Chromium profile until the network is idle and a button is visible. */
export async function firstVisitJavaScript(url: string): Promise<FirstVisit> {
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
    const scripts = new Map<string, import("playwright-core").Response>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.set(response.url(), response);
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.getByRole("button").first().waitFor();
    const files: FirstVisit["files"] = [];
    for (const [scriptUrl, response] of scripts) {
      const body = await response.body();
      files.push({ url: scriptUrl, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
    }
    return {
      files,
      raw: files.reduce((sum, file) => sum + file.raw, 0),
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    };
  } finally {
    await browser.close();
  }
}
