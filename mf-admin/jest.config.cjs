const project = require('../build/jest-project.cjs')(__dirname);

module.exports = { ...project, setupFiles: ['<rootDir>/src/testing/matchMedia.ts'] };
