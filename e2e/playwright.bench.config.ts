import base from "./playwright.config";

// Benchmarks on the e2e harness (npm run bench:admin-reloads): same setup, their own folder, no timeout cap.
export default { ...base, testDir: "./bench", timeout: 0 };
