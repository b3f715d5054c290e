import * as Sentry from "@sentry/react";

// Error reporting and session replay (spec §9), loaded by main.tsx only when the backend put the
// DSN into the page (<meta name="sentry">): without one no byte of the SDK is downloaded.
// Replay masks every text and input and blocks every image and media element; events carry no
// user, cookies or request headers.

export type SentrySettings = { dsn: string; environment: string };

export function startSentry({ dsn, environment }: SentrySettings): void {
  Sentry.init({
    dsn,
    environment,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 1,
    replaysOnErrorSampleRate: 1,
    // Collect nothing about the person or the request; beforeSend drops it again.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
    beforeSend(event) {
      delete event.user;
      if (event.request) {
        delete event.request.cookies;
        delete event.request.headers;
        delete event.request.data;
      }
      return event;
    },
  });
}
