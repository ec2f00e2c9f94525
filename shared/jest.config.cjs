const { jestPreset } = require('./build/jest-preset.cjs');

module.exports = jestPreset(__dirname);
