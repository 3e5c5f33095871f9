import { abortReason } from './abortable-sleep.js';
import { TimeoutError } from './errors/timeout-error.js';
import { UnreachableError } from './errors/unreachable-error.js';

/** What one POST produced: the status, the headers (lower-case names) and the body as text. */
export interface Exchange {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** True when the body was longer than the client reads and `text` is its start. */
  truncated: boolean;
}

/** One POST of a JSON body, bounded by its own timeout and by the caller's signal. */
export interface PostOnceOptions {
  url: string;
  /** `POST <url>`, the prefix of every error message. */
  target: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  signal?: AbortSignal;
  fetch: typeof fetch;
}

// A chat reply is a few kilobytes; anything far beyond is not a chat service answering, and only
// its start is worth reading.
const MAX_RESPONSE_BYTES = 1024 * 1024;

/**
 * Sends one request with `fetch` and reads its answer (up to 1 MiB). A timeout becomes
 * `TimeoutError`, no answer at all `UnreachableError`; an abort by the caller rejects with the
 * signal's reason so callers can tell cancelling from failing. Redirects are not followed: a
 * chat client that answers a 301 with a GET would hide the wrong base URL behind a 405.
 */
export async function postOnce(options: PostOnceOptions): Promise<Exchange> {
  const { signal, target, timeoutMs } = options;
  signal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await options.fetch(options.url, {
      method: 'POST',
      headers: options.headers,
      body: options.body,
      signal: controller.signal,
      redirect: 'manual',
      // The service takes no cookies or credentials, and a CORS allow-list must not need them.
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      mode: 'cors',
    });
    const { text, truncated } = await readText(response);
    return { status: response.status, headers: headersOf(response.headers), text, truncated };
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    if (timedOut) throw new TimeoutError(target, timeoutMs);
    throw new UnreachableError(`${target} failed`, options.url, error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

async function readText(response: Response): Promise<{ text: string; truncated: boolean }> {
  if (!response.body) return { text: '', truncated: false };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode(), truncated: false };
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      return { text: text + decoder.decode(value.subarray(0, value.byteLength - (size - MAX_RESPONSE_BYTES))), truncated: true };
    }
    text += decoder.decode(value, { stream: true });
  }
}

function headersOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}
