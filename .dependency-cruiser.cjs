// The arrows and nevers of docs/architecture.md, checked on every `npm test` (scripts.test runs
// `npm run boundaries` first): a broken boundary fails the build, not a review.
//
//   cli → library (server surface, client, check, eval, init, report) → contract
//   client: contract only, and browser-safe (the widget loads it as it is)
//   check: client, contract, report        eval: client, contract, report, the server's surface
//   server: contract only (and its own internals, which nothing else imports)
//   nothing imports cli; no runtime cycles
//
// Type-only imports count for the boundaries (a type is still a reach into another part) but not
// for cycles or browser safety (they are gone from the built JavaScript).

/** The modules the `secretary/browser` export loads: they must import nothing a browser cannot load. */
const BROWSER = [
  '^src/browser\\.ts$',
  '^src/client/',
  '^src/errors\\.ts$',
  '^src/contract/(base-url|issue|languages|length|limits|media-type|request-id|response|retry-after|rules|violations)\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'nothing-imports-cli',
      comment: 'The CLI is the outermost layer: only bin/secretary.js (through dist/) runs it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/cli/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'server-internals-stay-inside',
      comment:
        'Only the server imports its internals; everyone else goes through src/server/index.ts (the public surface), ' +
        'src/server/settings.ts (its light part: defaults, ranges, parsers, logger) or, for `secretary serve` alone, ' +
        'src/server/service.ts (what serving loads, so a start does not pay for the whole surface).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/server/' },
      to: { path: '^src/server/', pathNot: '^src/server/(index|settings|service)\\.ts$' },
    },
    {
      name: 'only-serve-uses-the-service-door',
      comment: 'src/server/service.ts is the serve command\'s light door, not a second public surface.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/server/', '^src/cli/serve-run\\.ts$'] },
      to: { path: '^src/server/service\\.ts$' },
    },
    {
      name: 'contract-imports-nothing-else',
      comment: 'The contract is the bottom layer: every rule written once, depending on nothing but the error base.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/', pathNot: ['^src/contract/', '^src/errors\\.ts$'] },
    },
    {
      name: 'shared-base-imports-nothing',
      comment: 'src/errors.ts and src/yaml-problem.ts are imported by every part, so they import no part.',
      severity: 'error',
      from: { path: '^src/(errors|yaml-problem)\\.ts$' },
      to: { path: '^src/' },
    },
    {
      name: 'server-only-contract',
      comment: 'The server never reaches the client, the checker, the evals, init or the reports.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/(client|check|eval|init|report|cli)/' },
    },
    {
      name: 'client-only-contract',
      comment: 'The client stands on the contract alone, so the widget and the CLI share it.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/', pathNot: ['^src/client/', '^src/contract/', '^src/errors\\.ts$'] },
    },
    {
      name: 'check-client-contract-report',
      comment: 'The checker sends through the client (and its raw transport), judges by the contract, reports through report/.',
      severity: 'error',
      from: { path: '^src/check/' },
      to: { path: '^src/', pathNot: ['^src/(check|client|contract|report)/', '^src/errors\\.ts$'] },
    },
    {
      name: 'eval-client-contract-report-server-surface',
      comment: 'Evals ask through the client or an answerer from the server surface, and report through report/.',
      severity: 'error',
      from: { path: '^src/eval/' },
      to: { path: '^src/', pathNot: ['^src/(eval|client|contract|report)/', '^src/server/(index|settings)\\.ts$', '^src/(errors|yaml-problem)\\.ts$'] },
    },
    {
      name: 'report-stands-alone',
      comment: 'The report module formats what check and eval give it; it knows neither (type imports aside).',
      severity: 'error',
      from: { path: '^src/report/' },
      to: { path: '^src/', pathNot: '^src/report/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'init-server-surface-only',
      comment: 'init writes files from templates and the server surface (parseResume, renderResumePages).',
      severity: 'error',
      from: { path: '^src/init/' },
      to: { path: '^src/(client|check|eval|report|cli)/' },
    },
    {
      name: 'browser-safe',
      comment: 'The secretary/browser export is loaded by a browser as it is: no Node built-in, no npm package.',
      severity: 'error',
      from: { path: BROWSER },
      to: { dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], preCompilationOnly: false },
    },
    {
      name: 'browser-stays-zod-free',
      comment:
        'schemas.ts and openapi.ts bring zod, contract/index.ts is the whole contract and validate.ts the server\'s door to ' +
        'the rules; the browser modules take the zod-free rules (rules.ts, violations.ts, issue.ts) directly.',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: '^src/contract/(index|schemas|validate|openapi)\\.ts$', preCompilationOnly: false },
    },
    {
      name: 'heavy-dependencies-load-late',
      comment: 'The model SDK, Redis and the browser driver load with await import() in the code path that needs them.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: 'node_modules/(openai|ioredis|playwright-core)/', dynamic: false, preCompilationOnly: false },
    },
    {
      name: 'no-dev-dependencies-in-src',
      comment: 'What src/ imports at run time must be a dependency, or an installed package breaks.',
      severity: 'error',
      from: { path: '^src/' },
      to: { dependencyTypes: ['npm-dev'], preCompilationOnly: false },
    },
    {
      name: 'no-runtime-cycles',
      comment: 'A module must not import itself back at run time.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are kept, and marked, so boundaries see them and cycles and browser safety can leave them out.
    tsPreCompilationDeps: 'specify',
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
