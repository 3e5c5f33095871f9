import type { CheckProgress } from '../check/index.js';
import { formatSeconds } from '../client/format-seconds.js';

/** What `check` shows while it runs, on stderr. */
export interface Progress {
  update(event: CheckProgress): void;
  stop(): void;
}

/**
 * The progress line on a terminal: the probe running, or what the run is waiting for and how long is
 * left. Undefined where ora would not animate it (`CI` set, `TERM=dumb`): plain lines serve there.
 */
export async function startProgress(): Promise<Progress | undefined> {
  const { default: ora } = await import('ora');
  const spinner = ora({ text: 'connecting', stream: process.stderr, discardStdin: false });
  if (!spinner.isEnabled) return undefined;
  spinner.start();
  let countdown: NodeJS.Timeout | undefined;
  const stopCountdown = () => clearInterval(countdown);
  return {
    update(event) {
      if (event.type === 'start') {
        stopCountdown();
        spinner.text = `[${event.done + 1}/${event.total}] ${event.probe.id}`;
      } else if (event.type === 'wait') {
        stopCountdown();
        const until = Date.now() + event.ms;
        const show = () => {
          const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
          spinner.text = `${waitText(event)} (${formatSeconds(left * 1000)} left)`;
        };
        show();
        countdown = setInterval(show, 1_000);
        countdown.unref();
      }
    },
    stop: () => {
      stopCountdown();
      spinner.stop();
    },
  };
}

/**
 * Off a terminal (CI logs, a file) each finished probe and each wait is one plain line, and a probe
 * still running after 10 s says so every 10 s (with the time left when the run is waiting on a
 * rate limit), so a log never sits silent and never leaves a reader guessing why.
 */
export function plainProgress(): Progress {
  const running = new Map<string, NodeJS.Timeout>();
  let waitingUntil = 0;
  const stopWatching = (id: string) => {
    clearInterval(running.get(id));
    running.delete(id);
  };
  return {
    update(event) {
      if (event.type === 'start') {
        const started = Date.now();
        const id = event.probe.id;
        const timer = setInterval(() => {
          const left = waitingUntil - Date.now();
          const waiting = left >= 1_000 ? `: rate limited, ${formatSeconds(Math.ceil(left / 1000) * 1000)} left` : '';
          process.stderr.write(`still waiting on ${id} (${Math.round((Date.now() - started) / 1000)} s)${waiting}\n`);
        }, 10_000);
        timer.unref();
        running.set(id, timer);
      } else if (event.type === 'result') {
        stopWatching(event.result.id);
        process.stderr.write(`[${event.done}/${event.total}] ${event.result.verdict.toUpperCase()} ${event.result.id}\n`);
      } else {
        waitingUntil = Math.max(waitingUntil, Date.now() + event.ms);
        process.stderr.write(`${waitText(event)}\n`);
      }
    },
    stop: () => [...running.keys()].forEach(stopWatching),
  };
}

/** One line for a wait: what the run waits for, why, and how long. */
export function waitText(event: Extract<CheckProgress, { type: 'wait' }>): string {
  const wait = formatSeconds(Math.ceil(event.ms / 1000) * 1000);
  if (event.reason === 'probe') {
    return `${event.probe}: the target answered 429 as it should; waiting ${wait}, as its Retry-After says, to check that the limit ends`;
  }
  const answered = event.status === 503 ? 'busy: the target answered 503' : 'rate limited: the target answered 429';
  const why = event.reason === 'retry-after' ? `with Retry-After ${wait}` : `without Retry-After, so the backoff waits ${wait}`;
  return `${answered} to ${event.probe} ${why}; every probe waits ${wait}, then the run goes on`;
}
