import { ORGANISATION_MESSAGES } from "@platform/domain";
import { DomainError } from "./domain-error";
import { PlatformService } from "./platform-service";

const TIMEOUT_MS = Number(process.env.SLACK_TIMEOUT_MS || 5000);
const RETRIES = 3;

/**
 * Posts to organisations' Slack incoming webhooks: a timeout per attempt and retries with
 * backoff on network errors, 429 and 5xx. Only Slack's webhook host is allowed (SLACK_WEBHOOK_ORIGINS
 * adds others, e.g. a local server in tests), so the feature cannot be used to reach internal hosts.
 */
export default class SlackService extends PlatformService {
  static allowedOrigins(): string[] {
    return ["https://hooks.slack.com", ...(process.env.SLACK_WEBHOOK_ORIGINS ?? "").split(",")]
      .map((o) => o.trim())
      .filter(Boolean);
  }

  assertAllowed(url: string): void {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.invalidSlackWebhook, "url");
    }
    if (!SlackService.allowedOrigins().includes(parsed.origin)) {
      throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.invalidSlackWebhook, "url");
    }
  }

  /** Resolves when Slack accepted the message; throws after the last failed attempt. */
  async post(url: string, text: string): Promise<{ attempts: number }> {
    this.assertAllowed(url);
    let lastError: unknown = null;
    for (let attempt = 1; attempt <= RETRIES; attempt++) {
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ text }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: "error",
        });
        if (response.ok) return { attempts: attempt };
        lastError = new Error(`Slack answered ${response.status}`);
        if (response.status < 500 && response.status !== 429) break;
      } catch (error) {
        lastError = error;
      }
      if (attempt < RETRIES) await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** (attempt - 1)));
    }
    console.warn(`[slack] delivery failed: ${String(lastError)}`);
    throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.slackDeliveryFailed);
  }
}
