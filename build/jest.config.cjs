module.exports = require('./jest-project.cjs')(__dirname, { node: true });
