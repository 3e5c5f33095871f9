// Drives one target with autocannon and returns requests per second, latency and status counts.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/**
 * Runs `connections` keep-alive connections against `target` for `seconds`. Latencies
 * come from autocannon's per-response event, in fractional milliseconds (its histogram
 * keeps whole milliseconds only, too coarse for a sub-millisecond budget). A target with
 * `nextBody` sends a fresh body from it on every request instead of its one `body`. With a
 * `pid`, the server process's CPU time (user + system) per request is measured too: steadier
 * than requests per second on a shared machine, since it does not count time spent waiting.
 */
export async function drive(target, { connections, seconds }) {
  const latencies = [];
  const instance = autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
    ...(target.nextBody ? { requests: [{ setupRequest: (request) => ({ ...request, body: target.nextBody() }) }] } : {}),
    connections,
    pipelining: 1,
    duration: seconds,
  });
  instance.on('response', (_client, _status, _bytes, ms) => {
    if (latencies.length < 200_000) latencies.push(ms);
  });
  const cpuBefore = target.pid ? cpuTicks(target.pid) : undefined;
  const result = await instance;
  const cpuAfter = target.pid ? cpuTicks(target.pid) : undefined;
  const statuses = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) statuses[code] = count;
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const expected = statuses[target.expect] ?? 0;
  latencies.sort((a, b) => a - b);
  return {
    rps: total / result.duration,
    // Clock ticks are 10 ms: microseconds of CPU per answered request.
    cpuMicros: cpuBefore !== undefined && cpuAfter !== undefined && total > 0 ? ((cpuAfter - cpuBefore) * 10_000) / total : undefined,
    p50: latencies[latencies.length >> 1] ?? Number.NaN,
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN,
    // A run whose answers are not what the target is about (a 502 instead of a 200) does not count.
    valid: total > 0 && expected / total >= 0.99 && result.errors === 0,
    statuses,
    errors: result.errors,
  };
}

// User plus system CPU time of a process so far, in clock ticks (Linux /proc; undefined elsewhere).
function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}
