// Imported before anything else (instrument.ts): libuv's thread pool is created at its first use,
// with UV_THREADPOOL_SIZE threads (4 by default). Password hashes (scrypt, 4 sign-in slots) run
// there too, and with 4 threads a burst of sign-ins left none for file reads and writes: uploads
// waited seconds (docs/benchmarks.md, "Password hashes at 2^17"). More threads than slots keep the
// files moving; an operator's own setting wins.
process.env.UV_THREADPOOL_SIZE ||= "12";

export {};
