module.exports = require('../build/jest-project.cjs')(__dirname);
