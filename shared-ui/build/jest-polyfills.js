// jsdom lacks the encoding APIs react-router 7 uses; Node has them.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
