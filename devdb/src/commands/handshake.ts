import type { Document } from 'bson';
import { MAX_MESSAGE_SIZE } from '../wire/messages';
import type { CommandHandler } from './context';

// Wire version 21 is MongoDB 7.0: accepted by the driver (9..29) and the version devdb models.
const MAX_WIRE_VERSION = 21;
const SERVER_VERSION = '7.0.0';
const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;

/** hello / isMaster for a standalone server. No topologyVersion: the driver then polls instead of streaming. */
function hello(legacy: boolean): CommandHandler {
  return (command, context) => {
    const reply: Document = {
      [legacy ? 'ismaster' : 'isWritablePrimary']: true,
      maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
      maxMessageSizeBytes: MAX_MESSAGE_SIZE,
      maxWriteBatchSize: 100_000,
      localTime: new Date(),
      logicalSessionTimeoutMinutes: 30,
      connectionId: context.connectionId,
      minWireVersion: 0,
      maxWireVersion: MAX_WIRE_VERSION,
      readOnly: false,
    };
    if (command.helloOk) reply.helloOk = true;
    return reply;
  };
}

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'devdb',
  versionArray: SERVER_VERSION.split('.').map(Number).concat(0),
  bits: 64,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['devdb'],
  modules: [],
  javascriptEngine: 'none',
});

const getParameter: CommandHandler = (command) => {
  const known: Document = { featureCompatibilityVersion: { version: '7.0' } };
  if (command.getParameter === '*') return known;
  return Object.fromEntries(Object.keys(command).filter((key) => key in known).map((key) => [key, known[key]]));
};

const acknowledge: CommandHandler = () => ({});

export const handshakeCommands: Record<string, CommandHandler> = {
  hello: hello(false),
  ismaster: hello(true),
  ping: acknowledge,
  buildinfo: buildInfo,
  getparameter: getParameter,
  endsessions: acknowledge,
  refreshsessions: acknowledge,
  killallsessions: acknowledge,
  whatsmyuri: () => ({ you: '127.0.0.1' }),
  connectionstatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] } }),
  hostinfo: () => ({ system: { currentTime: new Date(), hostname: 'devdb' }, os: {}, extra: {} }),
  getcmdlineopts: () => ({ argv: ['devdb'], parsed: {} }),
  serverstatus: () => ({ host: 'devdb', version: SERVER_VERSION, process: 'devdb', uptime: process.uptime(), localTime: new Date() }),
};
