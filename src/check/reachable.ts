import net from 'node:net';
import { CheckUnreachableError } from './errors.js';

/**
 * Resolves when a TCP connection to the URL's host and port opens; otherwise throws
 * CheckUnreachableError. No HTTP is sent, so a dead target costs nothing and is told apart
 * from a live target that answers badly.
 */
export function assertReachable(url: URL, timeoutMs: number, signal?: AbortSignal): Promise<void> {
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, timeout: timeoutMs, signal });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(new CheckUnreachableError(`cannot reach ${url.origin}: no connection within ${timeoutMs / 1000} s`));
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (signal?.aborted) return reject(signal.reason);
      reject(new CheckUnreachableError(`cannot reach ${url.origin}: ${error.code ?? error.message}`, { cause: error }));
    });
  });
}
