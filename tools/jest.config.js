module.exports = require('./jest/preset')(__dirname, {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  setupFilesAfterEnv: [],
});
