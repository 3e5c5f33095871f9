// `npm run bench`: starts every server itself on loopback (each its own process, so RSS is its
// own), drives them with autocannon in shuffled, interleaved rounds of the same load, prints one
// table of medians and ratios measured in this run and writes it to docs/benchmarks.md.
// Bounded: about 2-3 minutes by default.
// Knobs: BENCH_ROUNDS (5), BENCH_SECONDS per run (2), BENCH_CONNECTIONS (16), BENCH_NO_WRITE=1.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { peakRssMiB, startScript, startSecretary } from './processes.mjs';
import { drive } from './load.mjs';
import { measureStartup, measureValidation, measureVersion, median } from './micro.mjs';
import { createQuestionRotation, DISTINCT_QUESTIONS } from './questions.mjs';
import { buildTable, describeMethod } from './report.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const BUDGET_MS = 180_000; // rounds stop early past this, so the whole bench stays near 3 minutes
const began = performance.now();
const here = (file) => new URL(file, import.meta.url).pathname;

if (!existsSync('dist/cli/index.js')) {
  console.error('bench: dist/ is missing; run `npm run build` first (npm run bench does).');
  process.exit(1);
}

const question = JSON.stringify({ message: 'Which projects did the owner build with TypeScript?' });
const violation = JSON.stringify({ message: 'Which projects did the owner build with TypeScript?', extra: true });
const completion = JSON.stringify({ model: 'bench-model', messages: [{ role: 'user', content: 'Which projects?' }] });
const notes = [];
const running = [];
const keep = (proc) => (running.push(proc), proc);

try {
  const model = keep(await startScript(here('model-server.mjs')));
  const baseline = keep(await startScript(here('baseline-h3.mjs')));
  const fastify = keep(await startScript(here('fastify-peer.mjs')));
  const bare = keep(await startScript(here('bare-sdk-hop.mjs'), [`${model.url}/bare/v1`]));
  const common = ['--log-level', process.env.BENCH_LOG_LEVEL ?? 'info'];
  const builtin = keep(await startSecretary(['--provider', 'extractive', '--rate-limit', 'off', ...common]));
  const limited = keep(await startSecretary(['--provider', 'extractive', '--rate-limit', '1/1d', ...common]));
  // The same two without the per-request log line (the fastify peer writes none), to show its share.
  const quiet = ['--log-level', 'warn'];
  const builtinQuiet = keep(await startSecretary(['--provider', 'extractive', '--rate-limit', 'off', ...quiet]));
  const limitedQuiet = keep(await startSecretary(['--provider', 'extractive', '--rate-limit', '1/1d', ...quiet]));
  // The same as the main rows with the admin listener on (/metrics counting every request), to show what metrics cost.
  const admin = ['--admin-port', '0'];
  const builtinAdmin = keep(await startSecretary(['--provider', 'extractive', '--rate-limit', 'off', ...common, ...admin]));
  const limitedAdmin = keep(await startSecretary(['--provider', 'extractive', '--rate-limit', '1/1d', ...common, ...admin]));
  const modelArgs = ['--provider', 'openai', '--base-url', `${model.url}/v1`, '--model', 'bench-model', '--fallback', 'none'];
  const viaModel = await startSecretary([...modelArgs, '--rate-limit', 'off', ...common], { OPENAI_API_KEY: 'bench-key' }).then(
    (proc) => keep(proc),
    (error) => void notes.push(`model path skipped: ${error.message.split('\n')[0]}`),
  );
  // The model path again with V8's young generation capped (Node's own flag, not ours): how much of its peak RSS is that.
  const viaModelSmallYoung = viaModel
    ? keep(await startSecretary([...modelArgs, '--rate-limit', 'off', ...common], { OPENAI_API_KEY: 'bench-key', NODE_OPTIONS: '--max-semi-space-size=4' }))
    : undefined;

  const atRest = { builtin: peakRssMiB(builtin.pid), model: viaModel ? peakRssMiB(viaModel.pid) : undefined };
  // One request each first: exhausts the 1/1d limiters and learns the rejection status.
  await post(limited.url, question);
  await post(limitedQuiet.url, question);
  await post(limitedAdmin.url, question);
  const rejectStatus = await post(builtin.url, violation);
  if (rejectStatus < 400 || rejectStatus >= 500 || rejectStatus === 429) notes.push(`schema violation answered ${rejectStatus}`);
  const modelOk = viaModel && (await post(viaModel.url, question)) === 200;
  if (viaModel && !modelOk) notes.push('model path skipped: secretary did not answer 200 through the model server');

  const many = { connections, seconds };
  const one = { connections: 1, seconds };
  const rotation = createQuestionRotation();
  const targets = [
    { id: 'baseline', url: `${baseline.url}/chat`, body: question, expect: '200', load: many, pid: baseline.pid, proc: baseline },
    { id: 'fastifyOk', url: `${fastify.url}/chat`, body: question, expect: '200', load: many, pid: fastify.pid, proc: fastify },
    { id: 'fastifyReject', url: `${fastify.url}/chat`, body: violation, expect: '400', load: many, pid: fastify.pid },
    { id: 'reject', url: `${builtin.url}/chat`, body: violation, expect: String(rejectStatus), load: many, pid: builtin.pid },
    { id: 'limited', url: `${limited.url}/chat`, body: question, expect: '429', load: many, pid: limited.pid, proc: limited },
    { id: 'rejectQuiet', url: `${builtinQuiet.url}/chat`, body: violation, expect: String(rejectStatus), load: many, pid: builtinQuiet.pid },
    { id: 'limitedQuiet', url: `${limitedQuiet.url}/chat`, body: question, expect: '429', load: many, pid: limitedQuiet.pid },
    { id: 'rejectAdmin', url: `${builtinAdmin.url}/chat`, body: violation, expect: String(rejectStatus), load: many, pid: builtinAdmin.pid },
    { id: 'limitedAdmin', url: `${limitedAdmin.url}/chat`, body: question, expect: '429', load: many, pid: limitedAdmin.pid },
    { id: 'builtin', url: `${builtin.url}/chat`, nextBody: rotation, expect: '200', load: many, pid: builtin.pid, proc: builtin },
    { id: 'builtin1', url: `${builtin.url}/chat`, nextBody: rotation, expect: '200', load: one, pid: builtin.pid },
    { id: 'bareHop', url: `${bare.url}/chat`, body: question, expect: '200', load: many, pid: bare.pid, proc: bare },
    { id: 'bareHop1', url: `${bare.url}/chat`, body: question, expect: '200', load: one, pid: bare.pid },
    { id: 'direct1', url: `${model.url}/direct/v1/chat/completions`, body: completion, expect: '200', load: one, pid: model.pid },
  ];
  if (modelOk) {
    targets.push({ id: 'model', url: `${viaModel.url}/chat`, body: question, expect: '200', load: many, proc: viaModel, pid: viaModel.pid });
    targets.push({ id: 'model1', url: `${viaModel.url}/chat`, body: question, expect: '200', load: one });
    targets.push({ id: 'modelSmallYoung', url: `${viaModelSmallYoung.url}/chat`, body: question, expect: '200', load: many, proc: viaModelSmallYoung, pid: viaModelSmallYoung.pid });
  }

  for (const target of targets) await drive(target, { ...target.load, seconds: 0.5 }); // JIT warm-up
  const samples = Object.fromEntries(targets.map((t) => [t.id, []]));
  let done = 0;
  for (let round = 0; round < rounds; round++) {
    if (performance.now() - began > BUDGET_MS) break;
    for (const target of shuffle([...targets])) {
      const run = await drive(target, target.load);
      if (run.valid) samples[target.id].push({ ...run, round });
      else notes.push(`round ${round + 1}, ${target.id}: unexpected answers ${JSON.stringify(run.statuses)}, ${run.errors} errors`);
    }
    done++;
  }
  if (done < rounds) notes.push(`time budget reached: ${done} of ${rounds} rounds run`);

  const results = {};
  for (const [id, runs] of Object.entries(samples)) {
    results[id] = { rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)), runs };
  }
  const rss = Object.fromEntries(targets.filter((t) => t.proc).map((t) => [t.id, peakRssMiB(t.proc.pid)]));

  const calls = await fetch(`${model.url}/stats`).then((r) => r.json());
  for (const [prefix, label] of [['/v1', 'serve, model path'], ['/bare/v1', 'bare hop']]) {
    const entry = calls[prefix];
    if (entry) notes.push(`${label} sent ${Math.round(entry.bytes / entry.requests)} bytes per model call on average`);
  }
  // The servers are done: stopping them ends their log pipes, whose readers then report.
  for (const [proc, label] of [[builtin, 'built-in and rejections'], [limited, '429s'], [viaModel, 'model path']]) {
    if (!proc) continue;
    await proc.stop();
    const log = await proc.log();
    notes.push(`serve (${label}) wrote ${log.lines} log lines (${(log.bytes / 1048576).toFixed(1)} MiB) to its stdout pipe`);
  }
  const validation = await measureValidation();
  const version = await measureVersion();
  const startup = await measureStartup(['--provider', 'extractive', '--rate-limit', 'off', '--log-level', 'warn'], question);
  const cpu = Object.fromEntries(
    Object.entries(samples).map(([id, runs]) => [id, median(runs.filter((r) => r.cpuMicros !== undefined).map((r) => r.cpuMicros))]),
  );
  const memory = JSON.parse(execFileSync(process.execPath, ['--expose-gc', here('memory-per-key.mjs')], { encoding: 'utf8' }));

  const cpus = os.cpus();
  const output = [
    `secretary bench: ${new Date().toISOString()}, node ${process.version}, ${os.availableParallelism()} CPUs ` +
      `(${cpus[0]?.model.trim() ?? 'unknown'}), load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`,
    `${done} interleaved rounds of ${seconds} s per target, ${connections} connections (1 for latency)`,
    'figures are medians over rounds; ratios and added latencies are medians of per-round ratios and differences',
    '',
    buildTable({ results, rss, atRest, validation, version, startup, memory, cpu, distinct: DISTINCT_QUESTIONS }),
    ...notes.map((note) => `note: ${note}`),
    '',
    `bench took ${((performance.now() - began) / 1000).toFixed(0)} s`,
  ].join('\n');
  console.log(output);
  if (process.env.BENCH_NO_WRITE !== '1') {
    writeFileSync('docs/benchmarks.md', describeMethod({ rounds, seconds, connections, output }));
    console.log('\nwritten to docs/benchmarks.md');
  }
} finally {
  await Promise.all(running.map((proc) => proc.stop()));
}

async function post(base, body) {
  const response = await fetch(`${base}/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await response.arrayBuffer();
  return response.status;
}

function shuffle(list) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}
