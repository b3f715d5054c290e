// `node postgres-watchdog.js <backend pid> <postmaster pid>`: a tiny detached process that stops
// the embedded PostgreSQL when its backend has died (a SIGKILLed backend cannot stop it itself).
import { isAlive, stopPostmaster } from "./postgres-process";

const [backend, postmaster] = process.argv.slice(2).map(Number) as [number, number];

const timer = setInterval(() => {
  if (!isAlive(postmaster)) process.exit(0);
  if (isAlive(backend)) return;
  clearInterval(timer);
  void stopPostmaster(postmaster).finally(() => process.exit(0));
}, 500);
