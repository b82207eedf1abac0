module.exports = require('./build/jest-config.js')(__dirname);
