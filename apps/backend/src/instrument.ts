// Imported first by the launcher (scripts/start.ts): Sentry must start before http and express
// are loaded to trace them. Without SENTRY_DSN it does nothing.
import "./thread-pool";
import { initSentry } from "./sentry";

initSentry();
