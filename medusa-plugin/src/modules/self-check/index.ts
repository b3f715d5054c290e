// The self-check's public surface: the invariants (also run by the test harness) and the last result.
export { type Finding, INVARIANTS, type Invariant } from "./data-access/invariants";
export { latestResults, type StoredFinding } from "./data-access/results";
export { runSelfCheck } from "./run-self-check";
