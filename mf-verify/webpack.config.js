module.exports = require('../build/webpack-app.cjs').createRemoteConfig(__dirname);
