// Memory per client key of the in-memory rate-limit store: heap growth after `KEYS` distinct
// clients (each a typical IPv6 /64 key) have been counted once, after a full GC, divided by
// KEYS. Run with --expose-gc; prints {"bytesPerKey": N, "keys": N}.
import { createMemoryStore } from '../../dist/server/rate-limit/memory-store.js';

const KEYS = Number(process.argv[2] ?? 100_000);
const rate = { limit: 20, windowMs: 60_000 };
const settle = () => {
  for (let i = 0; i < 3; i++) globalThis.gc();
  return process.memoryUsage().heapUsed;
};
const store = createMemoryStore({ maxKeys: KEYS });
const before = settle();
for (let i = 0; i < KEYS; i++) await store.hit(`2001:db8:${(i >>> 16).toString(16)}:${(i & 0xffff).toString(16)}::/64`, rate);
const after = settle();
console.log(JSON.stringify({ bytesPerKey: (after - before) / KEYS, keys: store.size }));
