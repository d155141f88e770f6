// Jest in ESM mode with ts-jest (README.md, "Tests"): unit tests alone, or with the emulator-backed integration and infra tests.
/** @type {import('jest').Config} */
const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true }] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFiles: ['<rootDir>/test/setup/quiet-logs.ts'],
};

/** @type {import('jest').Config} */
export default {
  // Read from here, not from a project's options. A safety net, not a measure of speed (benchmarks measure that): the
  // suite must pass on a loaded 2-core machine, where a test of a few seconds took over 30 s beside bench:ingest, and
  // a test waits up to a minute for each thing the runtime does by itself (test/support/wait-until.ts).
  testTimeout: 180_000,
  // Integration files mostly wait on the runtime's queues and pollers, each file with its own table and queues, so
  // three at once on 2 cores finish the suite in about half the time of one at a time (README.md, "Tests").
  maxWorkers: 3,
  projects: [
    // Pure tests: no emulator is started for them (`npm run test:unit`).
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    // A project's global setup runs only when one of its files runs: DynamoDB Local and fauxqs start once for them all.
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts', '<rootDir>/test/infra/**/*.test.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.mjs',
      globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
    },
  ],
};
