/** A wait as people say it: "2 s", "1.5 s"; shared by the client's errors and the CLI's notes. */
export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
