const { jestPreset } = require('@gradatlas/shared/build/jest-preset');

module.exports = jestPreset(__dirname);
