/** A cap on work in flight: `tryAcquire` returns a release function, or undefined when full. */
export interface ConcurrencyGate {
  tryAcquire(): (() => void) | undefined;
  /** Slots taken now. */
  readonly inFlight: number;
  readonly max: number;
}

/**
 * Creates a gate that admits at most `max` holders at once. It never queues:
 * a visitor told to retry in a second is better served than one left waiting
 * behind a backlog that may outlast the client's 30 s patience.
 */
export function createConcurrencyGate(max: number): ConcurrencyGate {
  let inFlight = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    max,
    tryAcquire() {
      if (inFlight >= max) return undefined;
      inFlight++;
      let released = false;
      return () => {
        // Releasing twice must not free someone else's slot.
        if (released) return;
        released = true;
        inFlight--;
      };
    },
  };
}
