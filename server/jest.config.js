/** API tests: unit tests beside the code, HTTP tests against a real server with Firebase emulator tokens. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: {
    '^@storefront/shared/schemas$': '<rootDir>/../shared/src/schemas/index.ts',
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // The suites share one Auth emulator and one PostgreSQL server; two workers keep 2 cores busy without starving them.
  maxWorkers: 2,
  testTimeout: 30_000,
};
