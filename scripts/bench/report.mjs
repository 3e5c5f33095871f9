// Turns the bench's medians into its one table, each row with its target and verdict.
import { median } from './micro.mjs';
import { fixed, renderTable, verdict } from './table.mjs';

/** Builds the table from the medians of `results` (by target id), peak RSS and the micro measures. */
export function buildTable({ results, rss, atRest, validation, version, startup, memory, cpu, distinct }) {
  const rows = [];
  const rps = (id) => results[id]?.rps;
  // Requests per second, and the server's own CPU time per request when it was measured.
  const figure = (id) => `${fixed(rps(id))} req/s${Number.isFinite(cpu?.[id]) ? `, ${fixed(cpu[id])} µs CPU` : ''}`;
  const ratioRow = (label, id, baseId, target) => {
    const ratio = perRound(results, id, baseId, (a, b) => a.rps / b.rps);
    const measured = Number.isFinite(ratio);
    const goal = target === undefined ? '-' : `≥ ${target.toFixed(2)}×`;
    const pass = target === undefined ? '-' : measured ? verdict(ratio >= target) : 'skipped';
    rows.push([label, figure(id), `${fixed(ratio, 2)}×`, goal, pass]);
  };

  rows.push(['bare h3, small JSON 200 (baseline)', figure('baseline'), '1.00×', '-', '-']);
  ratioRow('fastify peer: strict schema, canned 200 (× bare h3)', 'fastifyOk', 'baseline');
  ratioRow('fastify peer: schema violation, 400 (× bare h3)', 'fastifyReject', 'baseline');
  ratioRow('serve: schema violation, 400 (× fastify 400)', 'reject', 'fastifyReject', 1.0);
  ratioRow('serve: rate limited, 429 (× fastify canned 200)', 'limited', 'fastifyOk', 0.8);
  ratioRow('serve --log-level warn: schema violation, 400 (× fastify 400)', 'rejectQuiet', 'fastifyReject', 1.0);
  ratioRow('serve --log-level warn: rate limited, 429 (× fastify canned 200)', 'limitedQuiet', 'fastifyOk', 0.8);
  ratioRow('serve: schema violation, 400 (× bare h3)', 'reject', 'baseline');
  ratioRow('serve: rate limited, 429 (× bare h3)', 'limited', 'baseline');
  ratioRow('serve --admin-port: schema violation, 400 (× serve)', 'rejectAdmin', 'reject', 0.95);
  ratioRow('serve --admin-port: rate limited, 429 (× serve)', 'limitedAdmin', 'limited', 0.95);
  ratioRow(`serve: built-in answers, ${distinct} distinct questions rotating (× bare h3)`, 'builtin', 'baseline');
  const b1 = results.builtin1;
  rows.push([
    'serve: built-in answers at 1 connection, p50 / p99',
    `${fixed(b1?.p50, 2)} / ${fixed(b1?.p99, 2)} ms`,
    '-',
    'p99 ≤ 10 ms',
    Number.isFinite(b1?.p99) ? verdict(b1.p99 <= 10) : 'skipped',
  ]);
  rows.push([
    'serve: built-in answers under load, p50 / p99 (queueing included)',
    `${fixed(results.builtin?.p50, 2)} / ${fixed(results.builtin?.p99, 2)} ms`,
    '-',
    '-',
    '-',
  ]);
  rows.push(['bare node:http + SDK hop to the model server', `${fixed(rps('bareHop'))} req/s`, '(yardstick)', '-', '-']);
  ratioRow('serve: model path (× the bare hop)', 'model', 'bareHop', 0.9);
  ratioRow('serve: model path, young generation capped (× the bare hop)', 'modelSmallYoung', 'bareHop');

  const direct = results.direct1?.p50;
  const viaModel = results.model1?.p50;
  const added = perRound(results, 'model1', 'direct1', (a, b) => a.p50 - b.p50);
  rows.push([
    'model path p50 at 1 connection, over the model server direct',
    `${fixed(viaModel, 3)} ms (direct ${fixed(direct, 3)} ms)`,
    `+${fixed(added, 3)} ms`,
    '≤ +0.5 ms',
    Number.isFinite(added) ? verdict(added <= 0.5) : 'skipped',
  ]);
  rows.push([
    'bare hop p50 at 1 connection, over the model server direct',
    `${fixed(results.bareHop1?.p50, 3)} ms`,
    `+${fixed(perRound(results, 'bareHop1', 'direct1', (a, b) => a.p50 - b.p50), 3)} ms`,
    '-',
    '-',
  ]);

  const base = rss.baseline;
  const rest = Math.max(atRest?.builtin ?? Number.NaN, atRest?.model ?? Number.NaN);
  rows.push([
    'RSS: serve at rest after start-up (built-in / model path)',
    `${fixed(atRest?.builtin, 1)} / ${fixed(atRest?.model, 1)} MiB`,
    `${fixed(atRest?.builtin / base, 2)}× / ${fixed(atRest?.model / base, 2)}×`,
    '≤ 120 MiB',
    Number.isFinite(rest) ? verdict(rest <= 120) : 'skipped',
  ]);
  for (const [id, label, target] of [
    ['model', 'peak RSS: serve, model path', 1.5],
    ['modelSmallYoung', 'peak RSS: serve, model path, NODE_OPTIONS=--max-semi-space-size=4', undefined],
    ['builtin', 'peak RSS: serve, built-in answerer', undefined],
    ['limited', 'peak RSS: serve, rate limited', undefined],
    ['fastifyOk', 'peak RSS: fastify peer', undefined],
  ]) {
    const ratio = rss[id] / base;
    const cells = [label, `${fixed(rss[id], 1)} MiB (baseline ${fixed(base, 1)})`, `${fixed(ratio, 2)}×`];
    cells.push(target ? `≤ ${target.toFixed(2)}×` : '-', target === undefined ? '-' : Number.isFinite(ratio) ? verdict(ratio <= target) : 'skipped');
    rows.push(cells);
  }

  const startupRatio = startup.ms / version.nodeMs;
  rows.push(['start-up to first answer (built-in; × node -e 0)', `${fixed(startup.ms)} ms`, `${fixed(startupRatio, 2)}×`, '≤ 4.00×', verdict(startupRatio <= 4)]);
  rows.push([
    'secretary --version',
    `${fixed(version.ms)} ms (node -e 0: ${fixed(version.nodeMs)} ms)`,
    '-',
    '≤ 150 ms',
    verdict(version.ms <= 150),
  ]);
  rows.push([
    `validateChatRequest, maximal body (${validation.bytes} B)`,
    `${fixed(validation.microseconds, 2)} µs (all-ASCII maximal: ${fixed(validation.asciiMicroseconds, 2)} µs)`,
    '-',
    '≤ 5 µs',
    verdict(validation.microseconds <= 5),
  ]);
  rows.push([
    `memory store: heap per client key (${memory.keys} keys)`,
    `${fixed(memory.bytesPerKey)} B`,
    '-',
    '-',
    '-',
  ]);
  return renderTable(['Measure (median)', 'Figure', 'Ratio', 'Target', 'Verdict'], rows);
}

/** The whole of docs/benchmarks.md: how the bench measures, what the profiles found, then this run's output. */
export function describeMethod({ rounds, seconds, connections, output }) {
  return `# Benchmarks

Written by \`npm run bench\` (build, then \`node scripts/bench/run.mjs\`); do not edit by hand. Every figure
in the table comes from the one run shown; compare ratios within it, not figures across machines or runs.

## How it measures

- Each server runs in its own process on loopback, started by the bench (so peak RSS, read from
  \`/proc/<pid>/status\` VmHWM, is that process's own). autocannon runs on the same machine.
- Every target is warmed up for 0.5 s, then driven in ${rounds} shuffled, interleaved rounds of ${seconds} s with
  ${connections} keep-alive connections (1 for the latency rows). Figures are medians over rounds; a ratio is
  the median of per-round ratios, which cancels most of the drift of a shared machine.
- **CPU µs** beside a throughput figure is the server process's own CPU time (user and system, from
  \`/proc/<pid>/stat\`) per request in that run: steadier than requests per second on a busy machine,
  since waiting for a core is not in it, and what "doing less" per request means.
- **bare h3**: an h3 route that parses the body and answers a small JSON 200; the floor any JSON
  endpoint pays. **fastify peer** (\`scripts/bench/fastify-peer.mjs\`): the framework a user would pick
  instead, with the same contract subset: POST /chat, a 16 KiB body limit, strict JSON-schema
  validation (no unknown fields, message and history bounds), a JSON 400 on a violation and a canned
  200. Its 400 is the yardstick for serve's rejections; its canned 200 (a valid body, fully
  validated) for serve's 429s, which also validate the body fully before counting it.
- **serve** runs as \`secretary serve\` at its default \`--log-level info\` (one JSON line per request to
  a stdout pipe read by a separate process). Rejections send one body with an unknown field; 429s
  come from a 1-per-day limit already used up; **built-in answers** are asked a rotating set of
  distinct questions (templates × topics, then numbered), so no two requests in a run repeat a body.
  Their p50/p99 are measured at 1 connection (service time); the full-load row includes queueing.
- **serve --log-level warn** rows: the same rejections and 429s from instances that write no
  per-request log line, as the fastify peer writes none (and as an independent judge ran it); they
  carry the same targets. The gap to the main rows is the log line's share.
- **serve --admin-port** rows: instances configured as the main rows' ones, with the admin listener
  on, so every request is also counted for \`/metrics\`; their ratio is to the row without it.
- **model path**: serve with the openai provider against a local instant OpenAI-compatible server,
  beside a bare node:http handler making the same SDK call (the least such a service could do). The
  "young generation capped" row is the same serve under \`NODE_OPTIONS=--max-semi-space-size=4\`.
- **RSS at rest**: serve's peak RSS right after start-up, before any load.
- **start-up**: spawning \`secretary serve\` to its first 200, median of 5, against \`node -e 0\` measured
  in the same run (the --version row). **memory per key**: heap growth of the in-memory rate-limit
  store after 100,000 distinct IPv6 /64 keys, after a full GC.
- A MISSED verdict is reported as measured; it is never fixed by a second request path.

## What the profiles found (issue 20)

Profiled with \`node --cpu-prof\` (flame graphs kept out of the repository), per-request CPU time,
\`strace -c\`, \`--trace-gc\` and V8's sampling heap profiler, serve against bare h3, the fastify peer
and a 40-line h3 app answering JSON 429s, under the same load:

- **The socket write is the same for everyone.** serve, bare h3 and fastify each write one response
  with one \`writev\`; its share of a CPU profile (a third of the process's time) is the kernel
  delivering to the reader on loopback, equal per response. The difference was all in JavaScript.
- **Spreading objects was the largest single cost of a rejection.** \`{ ...reply.headers, ...COMMON,
  ...cors }\` took 2.5 to 4 µs per response in isolation, and the spread in \`jsonReply\` showed as
  4 µs per 429 in a profile (replies carry headers of several shapes). Headers are now set on the
  reply's own object; the logger's \`{ time, level, event, ...fields }\` is joined as text.
- **The router split the path of every request** (about 3 µs): the handler was h3 middleware, so
  h3's router found no route and fell back to splitting the path. \`/chat\` is now a static route,
  found with one map lookup, and a catch-all takes every other path to the same handler.
- **zod cost about 4 µs of machinery per maximal body**, on top of the rules themselves, and its
  import 50 to 130 ms at start-up. The request is now checked in one walk over the parsed body
  (\`contract/violations.ts\`), with the same messages; the zod schemas are views of that walk for
  eval files, so each rule is written once, and serve no longer loads zod.
- **The request line** costs a hash, an ISO time and a JSON line (about 3 µs to format), plus the
  pipe and its reader on the same two cores; below \`info\` nothing of it is computed now.
- **Metrics**: prom-client hashes a label object on every \`inc()\` and \`observe()\` (0.5 to 0.9 µs);
  the per-request counts with labels are plain numbers handed to prom-client when scraped.
- **The admin listener** (\`--admin-port\`, issue 23): profiled over 100,000 rejections per process,
  counting cost about 5 µs of a request's 150 or so µs of CPU: prom-client's \`Histogram.observe()\`
  for the request duration (2.8 µs: a closure, a label hash and the bucket found by its bound as
  text, on every call) and the string key of the status and answerer count (1.6 to 2 µs). The
  duration histogram is now plain bucket counts rendered when scraped, and the count one row per
  status with a cell per answerer: about 1.2 µs in all. The default process metrics stay; the GC
  observer's callbacks come to 0.2 to 0.4 µs a request, the event-loop-delay monitor is a native
  10 ms timer. Interleaved A/B rounds (10 to 12 of 2 s, 16 connections) on this shared machine
  (load average 5 to 8) could not resolve the rest: two identical serves differed by up to 5% and
  8 µs of CPU per request, and the admin listener's difference moved between −16 and +23 µs from
  run to run, before the change and after it; the 0.88× and 0.94× of the run below are within that.
- **GC is not it** for rejections: \`--trace-gc\` showed about 1 µs of scavenging per 429.
- **The model path allocated about 260 KB per request** (sampling heap profiler): the system message
  (12 KB of text, two bytes a character once it holds a letter such as \`ć\`) joined twice, the
  instructions rebuilt per request, the SDK's JSON encoding of it (32 KB) and its Buffer (23 KB), the
  SDK's header objects (about 40 KB), and the output guard's folding. The instructions are now made
  once per language, the message joined once, and a reply folded once, without position maps.
- **Peak RSS on the model path is mostly V8's young generation**: under that allocation rate its
  two semi-spaces grow to 16 MiB each, and objects of requests in flight survive two scavenges and
  pile up in the old space until a mark-compact. The capped row shows the young generation's share;
  the flag is Node's, for whoever runs serve (see docs/deploying.md), not something serve sets.
- **Start-up** is mostly the built-in answerer building its language data; of the rest, h3's Node
  entry loads all of h3 and srvx's Node adapter (which loads \`node:https\` and \`node:http2\`), and
  \`yaml\` (a CommonJS package of many files) loads for front matter. serve now imports only what the
  first answer needs (\`src/server/service.ts\`); the demo page, the watcher, the résumé parser (and
  with it zod), prom-client and the model SDK load only when used.
- **Built-in answers** (profiled in-process on the bench's rotating questions): the handlers ranked
  the whole portfolio up to five times per question, and every \`strength()\` call tokenised a fact's
  heading and entry title again (a quarter of the time). A question is now ranked once per subject,
  and what a fact's own text says is read once per fact: p99 in-process went from about 21 ms to
  13–19 ms on this machine; the rest is the ranking itself, a term against every key of every fact.
- **Start-up to the first answer** (\`serve\` on the example, spawn to the first 200 on \`POST /chat\`
  \`{"message":"hi"}\`), profiled with \`--cpu-prof\` and summed by function: about a third was module
  loading (ESM resolution of ~170 files, \`yaml\` 50 ms, h3/srvx and undici's fetch classes 20 ms,
  commander 12 ms), then the built-in answerer (~330 ms), \`loadKnowledge\` (~90 ms), and a lint
  (~60 ms). What went:
  - serve's start-up lint parsed \`evals.yaml\` (12.7 kB) to warn about stale \`expect\`s: a tenth of
    the time, for the owner's test file, which no answer reads. \`knowledge lint\` keeps the check;
    \`serve\` prints the page warnings only.
  - The Serbian view (its pages read into facts, their search built) was made at start; it is now
    made on the first sr-Latn question. An English answer never reads it.
  - \`categories.yaml\` (a few thousand words) and the glossary were keyed at every start; the build
    stores them as keys in \`language.json\` (\`src/server/language/keyed.ts\`, the runtime's own key
    functions with the built lexicon), and the raw lists are no longer stored beside them.
  - Each page body was lexed twice (title, sections); now once. The CLI loaded the whole client
    (~20 modules) for one formatting function; now that one module.

  On a shared, loaded machine (load average 5 to 6 on 2 cores; the spread is large), two runs of 9
  and 11 interleaved rounds: before, spawn to first 200 had medians of 1.8–1.9 s (10.6–12.5×
  \`node -e 0\`) and 1.2–1.33 s of CPU, fastest 936 ms; after, 1.4–1.55 s (9.1×) and 0.89–0.95 s of
  CPU (25–30 % less), fastest 790 ms. \`--version\` did not change (fastest 153–162 ms). The 4×
  target is not met. What is left, in order:
  module loading (~40 %: bundling the CLI at build time would remove most of the resolution, but
  \`import.meta.url\`-relative data files and the package's exports need care), reading the English
  portfolio (\`readPortfolio\`, which lexes each section once more), the question reader compiling
  the phrases of \`questions.yaml\` (static data, could also be compiled at build), the reverse
  relation map of \`createSearch\`, and GC. Answers are unchanged (every tuning reply compared).
- **Start-up, second pass.** \`--version\` and \`--help\` loaded all seven subcommand modules (39
  modules); a subcommand's module now loads only when it runs or its help is asked for
  (\`src/cli/program.ts\` lists the others), so they load 9. The question reader's phrases of
  \`questions.yaml\`, folded, split and stemmed at each start (about 45 ms cold), are stored in
  \`language.json\` by the build (\`keyed.ts\`). Three runs of 11 to 15 interleaved rounds against the
  build before (load average 2 to 3.5): spawn to first 200, median CPU 950 → 840, 850 → 790 and
  960 → 850 ms (6–12 % less), wall 1062 → 1007, 803 → 752, 851 → 761 ms (5.7–7.7× \`node -e 0\`);
  \`--version\` median 192–226 → 179–204 ms, fastest 135–162 → 126–137 ms (\`node -e 0\` 105–133,
  fastest 83–93). Neither target is met. Left, from a fresh profile: loading \`yaml\` for front
  matter (about 70 ms CPU), \`marked\`'s first \`lexer()\` call (about 50 ms of V8 compiling its
  regular expressions; warm, the example lexes in 4 ms), undici's fetch classes, touched by srvx's
  Node adapter as it loads (about 34 ms), \`readPortfolio\` (about 75 ms) and GC. Bundling the CLI
  with esbuild (a trial, data files copied beside the bundle) cut median CPU 860 → 690 ms and wall
  1101 → 872 ms: 20 %, too little to move the data files and exports for; bundling only the
  project's own modules changed nothing (760 → 770 ms).
- **Rejections, third pass (400 and 429 at \`--log-level warn\`).** Reproduced first: 0.92× the
  peer's 400 and 0.57× its 200, 146 and 150 µs of CPU per 400 and 429 against the peer's 137 and
  101; later runs of the same build, with nothing changed, gave 0.71–0.81× and 126–137 µs per 429,
  so this machine moves the 429 ratio by a third from run to run. A 40-line h3 app doing the same
  work (read the body, parse, check, count in a Map, a JSON 429 with the same headers, answered as
  srvx's \`FastResponse\`) took 85–119 µs: the floor of h3 and srvx on Node, about the peer's 200.
  Setting status and headers on \`event.res\` and returning the string made that app slower (110 vs
  97 µs), since h3 then builds a web \`Headers\` and a \`FastResponse\` from them; serve already returns
  the \`FastResponse\` itself. Per thread, V8's helper threads take about 1 µs a request once warm.
  By function, serve's own code is a small share: in isolation a body's \`parseJsonBody\` 1.6 µs,
  the contract check 1.4–1.8, the 429 reply 0.8, the request id 0.5, the client key 0.4, the
  store's hit 0.3; the rest of the gap to the floor did not show as any one function, and h3's
  event with its URL, srvx's conversion of the reply (its header entries lower-cased, the length
  counted again) and Node's \`writeHead\` checks are the same in both. Trimmed anyway, without a
  second path: a reply is made with its reason in one literal (one shape, not two), the body read
  is no longer wrapped in a second promise, a plain IPv4 socket address skips the port and zone
  regular expressions, and below \`info\` the request line's fields are not gathered. Interleaved
  A/B against the build before (6 rounds of 2 s, load average 3): CPU per request after/before
  1.03 for 400s and 1.01 for 429s, within the noise; neither target is shown met on this machine.
- **Fourth pass: per-request work is paid several times over under load.** A 3 µs busy-wait added to
  serve's handler (\`--log-level warn\`, 429s, 16 connections, two instances of each build in 6
  interleaved rounds) raised its CPU per request by about 13 µs (49–59 → 63–72 µs). Likewise the
  request line at \`info\` costs 15–22 µs of serve's CPU per request under that load (taking the
  line out entirely: 61 → 42 µs), but 2.5–4 µs in isolation (the request-log function in a loop,
  writing to a pipe). A CPU profile shows where the rest goes: the loopback \`writev\` that sends a
  response and wakes the load generator takes 14–15 µs per response for bare h3 and fastify at
  their request rates, 18–31 µs for serve at its lower ones, and fewer requests share a turn of the
  event loop; at \`warn\` serve's own functions are about 5.5 µs of a 429, srvx's 1.9, Node's
  HTTP code 9.7. So a microsecond cut from serve's JavaScript is worth several in this bench. The
  parts of the request line (the client hash, the ISO time, the JSON of its fields, the batched
  write) were each measured within this machine's run-to-run noise (two identical serves differed
  by up to 10 µs per request) and were not changed.
- **Built-in answers, second pass.** A CPU profile of the answerer in-process over the bench's own
  rotating questions (1,600 of them after 300 to warm up) put a fifth of the time in tokenising: the
  visitor's phrases (\`phrases.ts\`) read the text and title of each of the fifteen best facts again
  for every question, and a list's away-from-work test spelt out the heading of every listed fact.
  A fact's keys in order are now read once per fact, and the heading test runs only on the headings
  that say the thing asked. Next came \`strength()\` (the ranking's term against a fact): its near
  spelling of a name copied a string for every key of every fact, a compound's head was sliced before
  its ending was compared, and the word-family forms of a term were spelt again for every fact. Each
  now does that work once, or only where it can match. (Looking the case endings up in the fact's keys
  instead of comparing was tried and was slower: fifteen new strings hashed per call.) Five
  interleaved in-process runs each, before and after: mean 3.9 → 2.4 ms, p99 9.6 → 7.2 ms; every
  reply of the tuning set is unchanged.
- **Built-in answers, third pass.** A fresh CPU profile over the same questions put reading the
  question at a third of answering time and the lexicon's lookups at about a tenth: every \`rank()\`,
  \`parts()\`, \`classes()\` and \`related()\` call encoded its key into a new byte array
  (\`TextEncoder.encode\`) and read each related word back with a Buffer slice. An ASCII key (nearly
  all of them: keys are folded) is now compared with the stored bytes as it is and read back in
  JavaScript: \`rank()\` 450–670 → 140–170 ns, \`related()\` 2.4–3.3 → 1.5–1.9 µs. The category
  phrases keyed each question word once per span of up to four words it stands in (now once), the
  summary phrase's words were made for every question (now once per process), and a line opening
  with the label asked was looked for even where it could not answer. Three alternating in-process
  runs: mean 1.95–2.22 → 1.70–1.87 ms, p99 5.4–6.5 → 4.0–5.3 ms; every tuning reply unchanged. What
  is left is the ranking itself (\`strength()\`, a term against every key of every fact, a third of
  the time) and GC (about 7%: roughly one scavenge per dozen questions).

## Latest run

\`\`\`
${output}
\`\`\`

The figures of this run were taken on a shared two-core machine while other work ran on it (see
the load average above); the final figures are to be taken on a quiet machine.
`;
}

// Ratios are taken within each round, then their median: the machine's load drifts between
// rounds (other work on a shared host), and a ratio of two runs seconds apart cancels most of it.
function perRound(results, id, baseId, combine) {
  const base = new Map((results[baseId]?.runs ?? []).map((run) => [run.round, run]));
  const values = (results[id]?.runs ?? []).filter((run) => base.has(run.round)).map((run) => combine(run, base.get(run.round)));
  return values.length === 0 ? Number.NaN : median(values);
}
