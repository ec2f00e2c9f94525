// Jest for the API: node environment, TypeScript through ts-jest.
// @gradatlas/shared/contracts resolves (through the package "exports") to
// TypeScript source in ../shared, which ts-jest transforms like our own files.
// jose 6 and cookie 2 (inside fastify's light-my-request) ship only ES
// modules. Node 20.19+ loads them through require(esm), but jest's module
// system does not, so jest runs their ESM through ts-jest with allowJs.
// Types are checked by `npm run typecheck` (api/tsconfig.json includes test/),
// not again here: see shared/build/jest-preset.cjs.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { diagnostics: false }],
    '^.+/node_modules/(jose|cookie)/.+\\.js$': [
      'ts-jest',
      { diagnostics: false, tsconfig: { allowJs: true, isolatedModules: true, module: 'commonjs', target: 'ES2022' } },
    ],
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/(jose|cookie)/).*/node_modules/'],
  testTimeout: 20000,
};
