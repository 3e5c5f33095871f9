import type { RequestView } from './chat-handler.js';

const VIEW = Symbol('view');

// `signal` as an own, enumerable getter (so a spread copy still carries the signal) that
// makes the AbortController only when read. Not an object literal with `get signal()`:
// V8 gives each such literal, whose getter is a fresh closure, its own hidden class, which
// cost ~0.3 µs per request and, under load, promoted megabytes per scavenge to the old
// generation (`--trace-gc`). One shared descriptor keeps one shape.
const SIGNAL_GETTER: PropertyDescriptor = {
  get(this: { [VIEW]: Pick<RequestView, 'signal'> }) {
    return this[VIEW].signal();
  },
  enumerable: true,
  configurable: true,
};

/** Gives `target` a `signal` getter that asks `view` for its signal only when read. */
export function withLazySignal<T extends object>(target: T, view: Pick<RequestView, 'signal'>): T & { signal: AbortSignal } {
  (target as T & { [VIEW]: Pick<RequestView, 'signal'> })[VIEW] = view;
  return Object.defineProperty(target, 'signal', SIGNAL_GETTER) as T & { signal: AbortSignal };
}
