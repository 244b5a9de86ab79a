const project = require('../build/jest-project.cjs')(__dirname);

// idb and @noble/ed25519 ship ES modules only: compile them like our own code.
module.exports = { ...project, transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(idb|@noble/ed25519)/)'] };
