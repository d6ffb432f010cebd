// The jest setup every front-end workspace shares (jsdom, @swc/jest, Testing Library).
const path = require('node:path');

module.exports = function frontendJestConfig(dir) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '[\\\\/]i18n[\\\\/]bn\\.json$': path.join(__dirname, 'build', 'i18n', 'jestTransform.js'),
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    moduleNameMapper: {
      '\\.(svg|png|jpe?g|webp|avif)$': path.join(__dirname, 'jest.file-stub.js'),
    },
    globals: { __BUILD_ID__: 'test-build' },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
    // Role queries over styled pages are slow in jsdom on a busy 2-core machine.
    testTimeout: 60000,
  };
};
