/** The page server's tests, in TypeScript against its sources (and shared's), as the server's are. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: {
    '^@storefront/shared/builds$': '<rootDir>/../shared/src/builds.ts',
    '^@storefront/shared/escape-html$': '<rootDir>/../shared/src/escapeHtml.ts',
    '^@storefront/shared/bangla-font$': '<rootDir>/../shared/src/i18n/banglaFont.ts',
    '^@storefront/shared/page-head$': '<rootDir>/../shared/src/host/pageHead.ts',
    '^@storefront/shared/language$': '<rootDir>/../shared/src/i18n/language.ts',
    '^@storefront/shared/preview-token$': '<rootDir>/../shared/src/previewToken.ts',
    '^@storefront/shared/reads$': '<rootDir>/../shared/src/api/reads.ts',
    '^@storefront/shared/server-pages-contract$': '<rootDir>/../shared/src/serverPagesContract.ts',
  },
  // Two workers keep the 2 cores busy without starving them.
  maxWorkers: 2,
  // A bound, not a guess at speed: the 50 deploys' memory test loads 50 MB of modules, which a
  // starved machine takes well past jest's 5 s to do (node --test, before, had no bound at all).
  testTimeout: 300_000,
};
