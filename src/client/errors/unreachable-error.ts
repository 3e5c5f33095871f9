import { SecretaryError, EXIT } from '../../errors.js';

/**
 * The target gave no HTTP answer at all: the name did not resolve, the connection was refused,
 * reset or dropped. The one error for an unreachable target, from the client and from `check`;
 * its message ends with what to do ("is `secretary serve` running on port 3000?").
 */
export class UnreachableError extends SecretaryError {
  override name = 'UnreachableError';
  /** What failed, without the hint: `connect ECONNREFUSED 127.0.0.1:3000`. */
  readonly reason: string;
  /** What to check, as a question. */
  readonly hint: string;

  /**
   * `what` names the attempt (`POST http://localhost:3000/chat failed`, `cannot reach http://localhost:3000`);
   * `url` is the address it went to, for the hint; `cause` the lower error, kept.
   */
  constructor(what: string, url: string | URL, cause: unknown) {
    const reason = describeCause(cause);
    const hint = hintFor(new URL(url), reason);
    super(`${what}: ${reason}; ${hint}`, { code: 'UNREACHABLE', exitCode: EXIT.http, cause });
    this.reason = reason;
    this.hint = hint;
  }
}

/** The one line a lower error says: the innermost useful message (fetch wraps it in "fetch failed"). */
export function describeCause(cause: unknown): string {
  let error = cause;
  // fetch reports every failure as TypeError("fetch failed"), or "terminated" mid-body, with the real one as `cause`.
  while (error instanceof Error && /^(fetch failed|terminated)$/.test(error.message) && error.cause instanceof Error) error = error.cause;
  if (!(error instanceof Error)) return String(error);
  // Node reports a refused connection to every address of a name as an AggregateError with no message.
  const inner = error instanceof AggregateError && !error.message ? error.errors[0] : undefined;
  const source = inner instanceof Error ? inner : error;
  const code = (source as { code?: unknown }).code;
  const line = (source.message || error.message || error.name).split('\n', 1)[0]!;
  // A system error's code says more than "socket hang up" alone; fetch's own messages already name it.
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) && !line.includes(code) ? `${code}: ${line}` : line;
}

// A local address means the owner's own `secretary serve`; a name that does not resolve is a typo
// more often than an outage.
function hintFor(url: URL, reason: string): string {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (/ENOTFOUND|EAI_AGAIN/.test(reason)) return `is the host name ${host} right?`;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (host === 'localhost' || host === '::1' || host === '0.0.0.0' || /^127\./.test(host)) return `is \`secretary serve\` running on port ${port}?`;
  return `is \`secretary serve\` running at ${url.origin}?`;
}
