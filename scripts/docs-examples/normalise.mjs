// What may differ between two runs of the same command without the docs being wrong: clock
// times, durations, and per-process salts. Both the shown block and the fresh run are compared
// through this, so a doc is stale only when something else changed.

const RULES = [
  // ISO 8601 times: log lines, JUnit timestamps, benchmark headers.
  [/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>'],
  // HTTP dates: `date:` headers and HTTP-date Retry-After.
  [/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT/g, '<date>'],
  // Durations in JSON log lines and reports.
  [/"(ms|durationMs|intervalMs|elapsedMs|waitMs)":\s*\d+(\.\d+)?/g, '"$1":<n>'],
  [/\btime="\d+(\.\d+)?"/g, 'time="<n>"'],
  // Summed durations in Prometheus text (`secretary_request_duration_seconds_sum 0.0187`).
  [/(_seconds_sum(\{[^}]*\})?) \d+(\.\d+)?(e-?\d+)?$/g, '$1 <n>'],
  // Durations in human reports: "in 0.3 s", "· 0.9 s", "waiting 4 s", "(12 ms)", "9 min 59 s", "1 h 5 min".
  [/\b\d+(\.\d+)? ?(ms|s|min|h)\b( \d+ ?(min|s)\b)*/g, '<duration>'],
  // Request ids the service made up (random UUIDs), in X-Request-Id headers and log lines.
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, '<uuid>'],
  // The client key's salted hash in request log lines.
  [/"client":"[0-9a-f]+"/g, '"client":"<hash>"'],
];

/** `lines` as they are compared: volatile parts replaced by placeholders, trailing blanks dropped. */
export function normalise(lines) {
  const out = lines.map((line) => RULES.reduce((text, [pattern, to]) => text.replace(pattern, to), line.trimEnd()));
  while (out.length > 0 && out.at(-1) === '') out.pop();
  return out;
}

/** Whether two versions of a block show the same thing, once normalised. */
export function sameShown(a, b) {
  const x = normalise(a);
  const y = normalise(b);
  return x.length === y.length && x.every((line, i) => line === y[i]);
}
