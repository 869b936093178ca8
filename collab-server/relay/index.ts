export type { RelayHookFactory } from './relayHooks';
export { registerDocumentKind, type DocumentAccess } from './documentKinds';
export { appendUpdate } from './persistence';
export { MESSAGE_SYNC, RelayDocument } from './relayDocument';
export { type RelayHook } from './relayHooks';
export { CATCH_UP_ORIGIN, RELAY_TAB_SESSION, REMOTE_ORIGIN, SDOC_SERVER_ORIGIN, isRelayConnection, type RelayConnection } from './relayOrigins';
export { startRelay } from './relayServer';
export { reportRelayStatus } from './relayStatus';
