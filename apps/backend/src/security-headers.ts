import type express from "express";
import helmet from "helmet";
import { browserSentry, dsnOrigin } from "./sentry";

/**
 * One policy for the SPA, the API and Medusa Admin (/app), all served from this origin: scripts
 * only from here (both builds load bundled files, no inline script), inline styles (React style
 * attributes, Tremor), images also from https (product images in Medusa Admin), no framing.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Session cookies go to same-site requests only (Medusa leaves SameSite out outside production,
 * and sets None in it), and only over HTTPS whenever the public URL is https (Medusa marks them
 * Secure in production only).
 */
export function sessionCookie(cookie: string, secure: boolean): string {
  const lax = /;\s*samesite=/i.test(cookie)
    ? cookie.replace(/;\s*samesite=[^;]*/i, "; SameSite=Lax")
    : `${cookie}; SameSite=Lax`;
  return secure && !/;\s*secure\s*(;|$)/i.test(lax) ? `${lax}; Secure` : lax;
}

/**
 * With the browser's Sentry configured, its envelopes go to the DSN's origin and session replay
 * compresses in a worker it starts from a blob.
 */
export function contentSecurityPolicy(env: NodeJS.ProcessEnv = process.env): Record<string, string[]> {
  const sentry = dsnOrigin(browserSentry(env)?.dsn);
  if (!sentry) return CONTENT_SECURITY_POLICY;
  return {
    ...CONTENT_SECURITY_POLICY,
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, sentry],
    workerSrc: ["'self'", "blob:"],
  };
}

export function securityHeaders(app: express.Express): void {
  app.disable("x-powered-by");
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
      // Uploads and images are also read by the web app's dev server (another port, same site).
      crossOriginResourcePolicy: { policy: "same-site" },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      frameguard: { action: "deny" },
    }),
  );
  const secure = (process.env.PUBLIC_URL ?? "").toLowerCase().startsWith("https:");
  app.use((_req, res, next) => {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => {
      if (name.toLowerCase() === "set-cookie") {
        const cookies = Array.isArray(value) ? value.map(String) : [String(value)];
        return setHeader(
          name,
          cookies.map((cookie) => sessionCookie(cookie, secure)),
        );
      }
      return setHeader(name, value);
    };
    next();
  });
}
