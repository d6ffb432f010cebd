/** API tests: unit tests beside the code, HTTP tests against a real server with Firebase emulator tokens. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '@electric-sql/pglite/dist/.+\\.c?js$': '<rootDir>/test/builtin-import-transform.js',
    '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // Transformed despite living in node_modules: PGlite (see the transform).
  transformIgnorePatterns: ['^(?!.*/node_modules/@electric-sql/pglite/).*/node_modules/'],
  moduleNameMapper: {
    '^@storefront/shared/schemas$': '<rootDir>/../shared/src/schemas/index.ts',
    '^@storefront/shared/endpoints$': '<rootDir>/../shared/src/api/endpoints.ts',
    '^@storefront/shared/escape-html$': '<rootDir>/../shared/src/escapeHtml.ts',
    '^@storefront/shared/preview-token$': '<rootDir>/../shared/src/previewToken.ts',
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // The suites share one Auth emulator and one PostgreSQL server; two workers keep 2 cores busy without starving them.
  maxWorkers: 2,
  // Generous: on an idle machine a suite takes seconds, but a starved CI box can take minutes to
  // start PGlite and the server.
  testTimeout: 600_000,
};
