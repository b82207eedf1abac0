module.exports = require('@clientline/shared-ui/build/jest-config.js')(__dirname);
