import net from 'node:net';
import { UnreachableError } from '../client/index.js';

/**
 * Resolves when a TCP connection to the URL's host and port opens; otherwise throws
 * UnreachableError. No HTTP is sent, so a dead target costs nothing and is told apart
 * from a live target that answers badly.
 */
export function assertReachable(url: URL, timeoutMs: number, signal?: AbortSignal): Promise<void> {
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const what = `cannot reach ${url.origin}`;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, timeout: timeoutMs, signal });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(new UnreachableError(what, url, new Error(`no connection within ${timeoutMs / 1000} s`)));
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (signal?.aborted) return reject(signal.reason);
      reject(new UnreachableError(what, url, error));
    });
  });
}
