import http from 'node:http';
import https from 'node:https';
import { Agent, request as undiciRequest } from 'undici';
import { TimeoutError, UnreachableError } from '../client/index.js';
import type { ProbeResponse, RawRequest } from './types.js';

// What a client must never send (malformed or oversized bodies, other methods, bad headers) goes
// out here, byte for byte: undici sends a string or buffer with its exact Content-Length, and
// node:http sends chunked bodies, where it can also catch an early response (a 413 before the
// upload ends) that would otherwise surface as a reset. Well-formed chat requests go through the
// package's client instead (see sender.ts).

const MAX_BODY_CHARS = 64 * 1024;

/** Sends one raw request with a deadline. */
export interface Transport {
  exchange(url: URL, request: RawRequest, signal: AbortSignal): Promise<ProbeResponse>;
  close(): Promise<void>;
}

/** A transport with one undici agent per run, closed when the run ends. */
export function createTransport(options: { timeoutMs: number }): Transport {
  const agent = new Agent({ keepAliveTimeout: 2_000, connect: { timeout: options.timeoutMs } });
  return {
    async exchange(url, request, signal) {
      try {
        if (request.chunked) return await sendChunked(url, request, signal);
        const response = await undiciRequest(url, {
          method: request.method,
          headers: request.headers ?? {},
          body: request.body === undefined ? undefined : Buffer.from(request.body),
          dispatcher: agent,
          signal,
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
        });
        return { status: response.statusCode, headers: flatten(response.headers), body: await readStart(response.body) };
      } catch (error) {
        throw noResponse(error, `${request.method} ${url.href}`, url, signal, options.timeoutMs);
      }
    },
    close: () => agent.close(),
  };
}

function sendChunked(url: URL, request: RawRequest, signal: AbortSignal): Promise<ProbeResponse> {
  const body = Buffer.from(request.body ?? '');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let settled = false;
    let head: Omit<ProbeResponse, 'body'> | undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      // An error after the response began (the server closing on us mid-upload) still leaves the answer.
      if (head && !signal.aborted) resolve({ ...head, body: Buffer.concat(chunks).toString('utf8').slice(0, MAX_BODY_CHARS) });
      else reject(error ?? new Error('connection closed without a response'));
    };
    // Ends the exchange on the deadline whatever state the upload is in: a server that never reads
    // leaves writes pending, and the request must not wait on them.
    const onAbort = () => {
      req.destroy(signal.reason as Error);
      finish(signal.reason);
    };
    const req = client.request(url, {
      method: request.method,
      headers: { ...request.headers, 'transfer-encoding': 'chunked' },
      agent: false,
      signal,
    });
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('response', (res) => {
      head = { status: res.statusCode ?? 0, headers: flatten(res.headers) };
      res.on('data', (chunk: Buffer) => {
        if (size < MAX_BODY_CHARS) chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () => finish());
      res.on('error', finish);
      res.on('close', () => finish());
    });
    req.on('error', finish);
    req.on('close', () => finish());
    // Several chunks, so the body really arrives in pieces with no length announced up front.
    const step = 4096;
    for (let at = 0; at < body.length; at += step) {
      if (req.destroyed) break;
      req.write(body.subarray(at, at + step));
    }
    if (!req.destroyed) req.end();
  });
}

// Only the start of a body is ever judged or quoted, so a huge page (or an endless stream) is cut
// off instead of held in memory; the rest is not waited for.
async function readStart(body: AsyncIterable<Buffer> & { destroy(): unknown }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= MAX_BODY_CHARS) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, MAX_BODY_CHARS);
}

function flatten(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

// No response at all: the deadline passed (TimeoutError) or the connection failed (UnreachableError),
// the errors the client throws too; the run's own abort passes through as its reason.
function noResponse(error: unknown, target: string, url: URL, signal: AbortSignal, timeoutMs: number): unknown {
  const name = error instanceof Error ? error.name : '';
  const deadline = signal.aborted && (signal.reason as { name?: string } | undefined)?.name === 'TimeoutError';
  if (deadline || name === 'HeadersTimeoutError' || name === 'BodyTimeoutError' || name === 'ConnectTimeoutError') {
    return new TimeoutError(target, timeoutMs);
  }
  if (signal.aborted) return signal.reason ?? error;
  return new UnreachableError(`${target} failed`, url, error);
}
