import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { JSON_MEDIA_TYPE, mediaType } from '../contract/media-type.js';

/** The outcome of reading a request body under a byte limit. */
export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'aborted' };

/** The outcome of turning body bytes into a JSON value. */
export type JsonRead = { ok: true; value: unknown } | { ok: false; error: string; reason: BodyReason };

/** Why a body was refused before the contract's rules were checked. */
export type BodyReason = 'body_empty' | 'body_utf8' | 'body_depth' | 'body_json' | 'body_repeated_name';

/** The deepest nesting of arrays and objects accepted; a chat request needs 3. */
export const MAX_JSON_DEPTH = 32;

/** Whether a `Content-Type` value is `application/json`, with any parameters, in any case. */
export function isJsonContentType(value: string | null): boolean {
  return mediaType(value) === JSON_MEDIA_TYPE;
}

/**
 * Reads a request body, stopping as soon as it passes `limit` bytes: a declared
 * `Content-Length` over the limit is refused before reading, and chunked bodies
 * are counted as they stream, so at most `limit` bytes are ever kept. On Node the
 * socket is read directly (faster than a web stream, and the rest of an oversize
 * body can be discarded instead of tearing the connection down).
 */
export function readBodyLimited(
  request: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  limit: number,
  nodeRequest?: IncomingMessage,
): Promise<BodyRead> {
  // Node's parser refuses a repeated Content-Length, so the Node request's own header is the web one.
  // Not an async function: the promise of the read is handed on, not wrapped in another one.
  if (nodeRequest) return readNodeBodyLimited(nodeRequest, limit);
  if (declaresMoreThan(request.headers.get('content-length'), limit)) return Promise.resolve({ ok: false, reason: 'too-large' });
  if (request.body === null) return Promise.resolve({ ok: true, bytes: new Uint8Array(0) });
  return readWebBody(request.body, limit);
}

// `readBodyLimited` for the Node request under h3: the same limit, refusal and discarding.
function readNodeBodyLimited(req: IncomingMessage, limit: number): Promise<BodyRead> {
  if (declaresMoreThan(req.headers['content-length'], limit)) {
    discardRest(req);
    return Promise.resolve({ ok: false, reason: 'too-large' });
  }
  return readNodeBody(req, limit);
}

// A well-formed declared Content-Length over the limit: refused before a byte is read.
function declaresMoreThan(declared: string | null | undefined, limit: number): boolean {
  return declared != null && /^\d+$/.test(declared.trim()) && Number(declared) > limit;
}

function readNodeBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  if (req.readableEnded || req.destroyed) return Promise.resolve({ ok: false, reason: 'aborted' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const finish = (result: BodyRead) => {
      req.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onAbort);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > limit) {
        chunks.length = 0;
        finish({ ok: false, reason: 'too-large' });
        discardRest(req);
        return;
      }
      chunks.push(chunk);
    };
    // A small body arrives in one chunk: it is used as it is, not copied into a new buffer.
    const onEnd = () => finish({ ok: true, bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total) });
    const onAbort = () => finish({ ok: false, reason: 'aborted' });
    req.on('data', onData).once('end', onEnd).once('error', onAbort).once('close', onAbort);
  });
}

/** How long an oversize upload is still read (and dropped) after its 413 went out. */
export const LINGER_MS = 2_000;

// The 413 goes out with `Connection: close`, after which Node destroys the socket
// at once; a client still uploading then gets a reset, and undici or curl report
// that instead of the 413 already on the wire. So, like nginx's lingering close:
// keep reading into nothing, half-close after the reply, destroy a moment later.
function discardRest(req: IncomingMessage): void {
  req.on('error', ignore).resume();
  const socket = req.socket as (Socket & { destroySoon?: () => void }) | null;
  if (!socket) return;
  socket.destroySoon = () => {
    // No more parsing: bytes after the body must not start a new request on a closing socket.
    socket.removeAllListeners('data');
    socket.on('data', ignore).on('error', ignore).resume();
    if (socket.writable) socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}

async function readWebBody(body: ReadableStream<Uint8Array>, limit: number): Promise<BodyRead> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        void reader.cancel().catch(ignore);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'aborted' };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

// A fatal decoder rejects invalid UTF-8 instead of inventing U+FFFD characters.
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Decodes UTF-8 strictly, refuses absurd nesting, and parses JSON; errors are fixed text. */
export function parseJsonBody(bytes: Uint8Array): JsonRead {
  if (bytes.byteLength === 0) return { ok: false, error: 'body is required', reason: 'body_empty' };
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { ok: false, error: 'body must be valid UTF-8', reason: 'body_utf8' };
  }
  const shape = scanJson(text, MAX_JSON_DEPTH);
  if (shape.depth > MAX_JSON_DEPTH) {
    return { ok: false, error: `body must not nest deeper than ${MAX_JSON_DEPTH} levels`, reason: 'body_depth' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'body must be valid JSON', reason: 'body_json' };
  }
  // JSON.parse keeps the last of repeated names, other parsers the first; a body such as
  // `{"role":"system",…,"role":"user"}` would then mean two things, so it is refused.
  if (countMembers(value) !== shape.names) return { ok: false, error: 'body must not repeat a field name', reason: 'body_repeated_name' };
  return { ok: true, value };
}

/**
 * Whether any object in valid JSON `text` has the same member name twice (compared after unescaping).
 * Every member of valid JSON has exactly one `:` outside strings, and JSON.parse keeps one
 * property per distinct name; so the text repeats a name exactly when it has more colons
 * than the parsed value has properties. No set of names is built.
 */
export function hasDuplicateName(text: string): boolean {
  return countMembers(JSON.parse(text)) !== scanJson(text).names;
}

/** The bracket nesting depth of JSON text, ignoring brackets inside strings; stops counting past `max`. */
export function nestingDepth(text: string, max = Infinity): number {
  return scanJson(text, max).depth;
}

// One pass over JSON text: its bracket depth (stopping past `max`) and its colons outside strings.
// A string is skipped with indexOf to its closing quote, so a body that is mostly text (a long
// message) costs a few native searches rather than a loop over every character.
function scanJson(text: string, max = Infinity): { depth: number; names: number } {
  let depth = 0;
  let deepest = 0;
  let names = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = closingQuote(text, i + 1);
    } else if (c === 0x3a) names++;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest && (deepest = depth) > max) return { depth: deepest, names };
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return { depth: deepest, names };
}

// The index of the quote that ends a string starting at `from`; the text's length if it never ends.
// A quote ends the string unless an odd number of backslashes stands right before it.
function closingQuote(text: string, from: number): number {
  for (let at = text.indexOf('"', from); at !== -1; at = text.indexOf('"', at + 1)) {
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === 0x5c) slashes++;
    if (slashes % 2 === 0) return at;
  }
  return text.length;
}

// Own properties of every object in a parsed JSON value (JSON.parse makes even `__proto__` an own property).
function countMembers(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let count = 0;
  if (Array.isArray(value)) {
    for (const item of value) count += countMembers(item);
    return count;
  }
  for (const name in value) {
    if (!Object.hasOwn(value, name)) continue;
    count += 1 + countMembers((value as Record<string, unknown>)[name]);
  }
  return count;
}

function ignore(): void {}
