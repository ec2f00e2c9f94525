// Jest settings every web workspace shares: TypeScript through ts-jest, a DOM,
// Testing Library's matchers, and our shared package resolved from source.
const path = require('node:path');

function jestPreset(appDir, overrides = {}) {
  return {
    rootDir: appDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    // No type diagnostics here: `npm run typecheck` checks every file, tests
    // included, with the whole program in view (scripts/typecheck-coverage.test.ts
    // fails when a TypeScript file is outside it). ts-jest's per-file check
    // would repeat that work on every test run and still miss cross-file errors.
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(appDir, 'tsconfig.json'), diagnostics: false }],
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
    ...overrides,
    // After the overrides: an app's own mappings are added to these, never replace them.
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'style-mock.cjs'),
      '\\.(png|jpe?g|svg|webp)$': path.join(__dirname, 'file-mock.cjs'),
      ...(overrides.moduleNameMapper || {}),
    },
  };
}

module.exports = { jestPreset };
