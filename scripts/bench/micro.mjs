// Measurements that need no load generator: validation cost, `--version` time, start-up time.
import { spawn } from 'node:child_process';
import { freePort, sleep } from './processes.mjs';

/** The median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A maximal valid request under the contract's own limits: history at the item and
 * total-content caps, and a 2000-code-point message whose emoji (one code point, two
 * UTF-16 units, four bytes) fill the body to just under 16 KiB and force real code-point counting.
 */
export function maximalBody(LIMITS) {
  const perItem = Math.floor(LIMITS.historyChars / LIMITS.historyItems);
  const history = Array.from({ length: LIMITS.historyItems }, (_, i) => ({
    role: i % 2 ? 'assistant' : 'user',
    content: `turn ${i} `.padEnd(perItem, 'abcdefgh '),
  }));
  const make = (emoji) => ({
    message: 'Which projects used TypeScript? ' + '\u{1F680}'.repeat(emoji) + 'x'.repeat(LIMITS.messageChars - 32 - emoji),
    history,
  });
  const size = (body) => Buffer.byteLength(JSON.stringify(body));
  let emoji = Math.floor((LIMITS.bodyBytes - size(make(0))) / 3);
  while (emoji > 0 && size(make(emoji)) > LIMITS.bodyBytes) emoji--;
  const body = make(emoji);
  return { body, bytes: size(body) };
}

/**
 * Median microseconds per `validateChatRequest` call on the maximal body, parsed from JSON as
 * the server receives it; also on an all-ASCII maximal body, for comparison.
 */
export async function measureValidation() {
  const { validateChatRequest, LIMITS } = await import('../../dist/contract/index.js');
  const { body, bytes } = maximalBody(LIMITS);
  const worst = JSON.parse(JSON.stringify(body));
  const ascii = JSON.parse(JSON.stringify({ ...body, message: 'x'.repeat(LIMITS.messageChars) }));
  return { microseconds: timeCalls(validateChatRequest, worst), bytes, asciiMicroseconds: timeCalls(validateChatRequest, ascii) };
}

function timeCalls(validate, body) {
  if (!validate(body).ok) throw new Error('the maximal body does not validate');
  const batch = 500;
  for (let i = 0; i < 4000; i++) validate(body);
  const perCall = [];
  for (let b = 0; b < 21; b++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) validate(body);
    perCall.push(Number(process.hrtime.bigint() - start) / 1000 / batch);
  }
  return median(perCall);
}

/** Median milliseconds for `node bin/secretary.js --version` to print and exit, beside bare `node -e 0`. */
export async function measureVersion(runs = 7) {
  const time = async (args) => {
    const start = performance.now();
    await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, args, { stdio: 'ignore' });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
    });
    return performance.now() - start;
  };
  const version = [];
  const bare = [];
  for (let i = 0; i < runs; i++) {
    version.push(await time(['bin/secretary.js', '--version']));
    bare.push(await time(['-e', '0']));
  }
  return { ms: median(version), nodeMs: median(bare) };
}

/** Median milliseconds from spawning `secretary serve` to its first 200 on POST /chat. */
export async function measureStartup(args, body, runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const port = await freePort();
    const start = performance.now();
    const child = spawn(process.execPath, ['bin/secretary.js', 'serve', '--host', '127.0.0.1', '--port', String(port), ...args], {
      stdio: 'ignore',
    });
    try {
      const deadline = start + 10_000;
      for (;;) {
        if (performance.now() > deadline) throw new Error('secretary serve gave no answer within 10 s');
        if (child.exitCode !== null) throw new Error(`secretary serve exited with ${child.exitCode}`);
        const ok = await fetch(`http://127.0.0.1:${port}/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then((r) => r.status === 200, () => false);
        if (ok) break;
        await sleep(2);
      }
      times.push(performance.now() - start);
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
    }
  }
  return { ms: median(times) };
}
