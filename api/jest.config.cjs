// Jest for the API: node environment, TypeScript through ts-jest.
// @gradatlas/shared/contracts resolves (through the package "exports") to
// TypeScript source in ../shared, which ts-jest transforms like our own files.
// jose 6 ships only ES modules; rather than pin jose 5 (its last CommonJS
// build, no longer maintained), jest runs jose's ESM through ts-jest with
// allowJs so it becomes CommonJS; tsx and Node (require(esm)) load it natively.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { diagnostics: false }],
    '^.+/node_modules/jose/.+\\.js$': [
      'ts-jest',
      { diagnostics: false, tsconfig: { allowJs: true, isolatedModules: true, module: 'commonjs', target: 'ES2022' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
  testTimeout: 20000,
};
