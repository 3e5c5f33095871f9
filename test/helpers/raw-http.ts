import { connect } from 'node:net';

/** A response read off a raw socket. */
export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `parts` (written one after another, as separate TCP writes) to
 * 127.0.0.1:`port` and reads one HTTP/1.1 response. Use it for what fetch will
 * not send: chunked bodies, lying Content-Length, invalid UTF-8. Bounded by `timeoutMs`.
 */
export function rawRequest(port: number, parts: Array<string | Uint8Array>, timeoutMs = 5000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) return reject(error);
      const parsed = parseResponse(Buffer.concat(received));
      if (parsed) resolve(parsed);
      else reject(new Error(`no complete HTTP response (${Buffer.concat(received).length} bytes received)`));
    };
    const timer = setTimeout(() => finish(new Error('raw request timed out')), timeoutMs);
    socket.on('connect', () => {
      for (const part of parts) socket.write(part);
    });
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      // Stop as soon as one whole response is in; keep-alive would otherwise hold the socket.
      if (parseResponse(Buffer.concat(received))) finish();
    });
    // A reset after the response arrived is fine: the server closed an oversize upload.
    socket.on('error', (error) => (parseResponse(Buffer.concat(received)) ? finish() : finish(error)));
    socket.on('end', () => finish());
  });
}

/** A chunked request: headers, then each body part as its own chunk, then the last chunk. */
export function chunkedRequest(path: string, chunks: Array<string | Uint8Array>, headers: Record<string, string> = {}): Array<string | Uint8Array> {
  const head =
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n` +
    Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('') +
    '\r\n';
  const out: Array<string | Uint8Array> = [head];
  for (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    out.push(`${bytes.byteLength.toString(16)}\r\n`, bytes, '\r\n');
  }
  out.push('0\r\n\r\n');
  return out;
}

/** A request with an exact Content-Length of the given body bytes (or `declaredLength` to lie). */
export function fixedRequest(path: string, body: string | Uint8Array, headers: Record<string, string> = {}, declaredLength?: number): Array<string | Uint8Array> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const head =
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${declaredLength ?? bytes.byteLength}\r\nConnection: close\r\n` +
    Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('') +
    '\r\n';
  return [head, bytes];
}

function parseResponse(data: Buffer): RawResponse | undefined {
  const end = data.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  const body = data.subarray(end + 4);
  if (body.byteLength < length) return undefined;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.subarray(0, length).toString('utf8') };
}
