import path from "node:path";

/**
 * Node's timers hold at most 2^31 - 1 ms (24.8 days); a longer delay fires after 1 ms instead, so a
 * setting of a year would run a job, or end a live stream, continuously. Delays are capped here.
 */
export const MAX_TIMER_MS = 2_147_483_647;
export const timerDelay = (ms: number): number => Math.min(ms, MAX_TIMER_MS);

// Settings the plugin reads from the environment the backend launcher prepares.
export const config = {
  publicUrl: () => process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 9000}`,
  smtpUrl: () => process.env.SMTP_URL || "",
  mailFrom: () => process.env.MAIL_FROM || "Fulfilo <no-reply@fulfilo.local>",
  dataDir: () => process.env.DATA_DIR || path.resolve(process.cwd(), "../../.data"),
  isDevelopment: () => process.env.NODE_ENV === "development",
  /** A live stream (chats) ends after this long and the client resumes on a fresh one (default 30 min). */
  sseMaxDurationMs: () => {
    const value = Number(process.env.SSE_MAX_DURATION_MS);
    return Number.isFinite(value) && value > 0 ? timerDelay(value) : 30 * 60_000;
  },
};
