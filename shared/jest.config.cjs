const { jestPreset } = require('./build/jest-preset.cjs');

// build/ holds Node modules the other workspaces build and serve with; their tests sit beside them.
module.exports = jestPreset(__dirname, { roots: ['<rootDir>/src', '<rootDir>/build'] });
