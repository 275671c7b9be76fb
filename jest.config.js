// One Jest run for every browser-side workspace: jsdom, swc for TS/TSX, CSS Modules as class-name proxies.
// The apps come from apps.json, so a new app's tests run without editing this file.
const { APPS } = require('./scripts/apps.cjs');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];

module.exports = {
  testEnvironment: 'jsdom',
  roots: ['shared-data', 'shared-ui', ...APPS.map((app) => app.folder)].map(
    (folder) => `<rootDir>/${folder}`,
  ),
  testMatch: ['**/src/**/*.test.ts?(x)'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  // Above jest.setup.ts's ten-second findBy, so a screen that never shows fails with what was on it.
  testTimeout: 30000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // The real API, started once per run for the account-mode tests (see docs/testing.md).
  globalSetup: '<rootDir>/scripts/jest/start-test-api.ts',
  globalTeardown: '<rootDir>/scripts/jest/stop-test-api.ts',
};
