import type { RelayHookFactory } from '../../../relay';
import { sdocGuardHook } from './sdocGuard';
import { sdocLazyHook } from './sdocLazyHook';

/** A structured document on the relay: seeded from the store and reconciled into saves; a content-only editor's changes to sections and lists undone as they arrive. */
export const sdocRelayHooks: RelayHookFactory = (ctx, { changes, log }) => [
  sdocLazyHook(ctx, changes, {
    onError: (error, doc) => log.failed(error, doc, 'reconcile'),
    onRefused: (doc, message) => log.refusedMessage(doc, 'reconciliation', message),
  }),
  sdocGuardHook({ onRefused: (doc, userId, message) => log.refusedMessage(doc, userId, message) }),
];
