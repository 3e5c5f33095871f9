/** A signal that aborts when `parent` does or when `ms` pass, and a `clear` that frees its timer. */
export interface BoundedSignal {
  signal: AbortSignal;
  clear(): void;
}

/**
 * Links a deadline to a parent signal with a plain timer. `AbortSignal.any` with
 * `AbortSignal.timeout` was not used on purpose: the composed signal holds the timeout
 * weakly, and a probe whose upload the server never read was seen never to end after a GC.
 */
export function boundedSignal(parent: AbortSignal, ms: number, reason: () => unknown): BoundedSignal {
  const controller = new AbortController();
  const onAbort = () => controller.abort(parent.reason);
  if (parent.aborted) controller.abort(parent.reason);
  else parent.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(reason()), ms);
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      parent.removeEventListener('abort', onAbort);
    },
  };
}

/** The abort reason of a request that passed its own deadline (`--timeout`). */
export function timeoutReason(): DOMException {
  return new DOMException('the request deadline passed', 'TimeoutError');
}
