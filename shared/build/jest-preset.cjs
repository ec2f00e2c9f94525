// Jest settings every web workspace shares: TypeScript through ts-jest, a DOM,
// Testing Library's matchers, and our shared package resolved from source.
const path = require('node:path');

function jestPreset(appDir, overrides = {}) {
  return {
    rootDir: appDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(appDir, 'tsconfig.json'), diagnostics: false }],
    },
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'style-mock.cjs'),
      '\\.(png|jpe?g|svg|webp)$': path.join(__dirname, 'file-mock.cjs'),
      ...overrides.moduleNameMapper,
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
    ...overrides,
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'style-mock.cjs'),
      '\\.(png|jpe?g|svg|webp)$': path.join(__dirname, 'file-mock.cjs'),
      ...(overrides.moduleNameMapper || {}),
    },
  };
}

module.exports = { jestPreset };
