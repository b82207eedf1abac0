export { DEVDB_USERNAME, startDevDb, type DevDb, type DevDbOptions } from './server';
export { DataDirectoryLockedError } from './storage/lock';
