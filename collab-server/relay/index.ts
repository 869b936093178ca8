export type { RelayHookFactory } from './relayHooks';
