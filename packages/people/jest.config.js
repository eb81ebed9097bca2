module.exports = require('../../tools/jest/preset')(__dirname, {
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
});
