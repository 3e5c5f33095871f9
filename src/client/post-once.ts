import { request, type Dispatcher } from 'undici';
import { abortReason } from './abortable-sleep.js';
import { InvalidResponseError } from './errors/invalid-response-error.js';
import { NetworkError } from './errors/network-error.js';
import { TimeoutError } from './errors/timeout-error.js';

/** What one POST produced: the status, the headers and the whole body as text. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One POST of a JSON body, bounded by its own timeout and by the caller's signal. */
export interface PostOptions {
  url: string;
  /** `POST <url>`, the prefix of every error message. */
  target: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  signal?: AbortSignal;
  dispatcher?: Dispatcher;
}

// A chat reply is a few kilobytes; anything far beyond is not a chat service answering.
const MAX_RESPONSE_BYTES = 1024 * 1024;

/**
 * Sends one request and reads its answer whole. Timeouts become `TimeoutError`,
 * connection failures `NetworkError`; an abort by the caller rejects with the
 * signal's reason so callers can tell cancelling from failing.
 */
export async function postOnce(options: PostOptions): Promise<Answer> {
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
    const response = await request(options.url, {
      method: 'POST',
      headers: options.headers,
      body: options.body,
      signal: controller.signal,
      dispatcher: options.dispatcher,
      // Our own timer bounds the whole exchange; undici's defaults (300 s) would only blur the message.
      headersTimeout: 0,
      bodyTimeout: 0,
    });
    const text = await readText(response.body, target);
    return { status: response.statusCode, headers: response.headers, text };
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    if (timedOut) throw new TimeoutError(target, timeoutMs);
    if (error instanceof InvalidResponseError) throw error;
    throw new NetworkError(target, error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

async function readText(body: Dispatcher.ResponseData['body'], target: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      body.destroy();
      throw new InvalidResponseError(target, `body is larger than ${MAX_RESPONSE_BYTES} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
