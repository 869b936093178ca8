import type { Logger } from '../logger';
import type { RelayHook } from './relayHooks';

/** The relay's log: one child logger, and the events an operator looks for. */
export function relayLog(log: Logger) {
  const relay = log.child({ component: 'relay' });
  return {
    // per socket, and a tab whose session ended retries every few seconds: debug, like each request
    refusedUpgrade: (doc: string, status: number, reason: string) => relay.debug({ doc, status, reason }, 'relay: connection refused before upgrade'),
    refusedMessage: (doc: string, userId: string, reason: string) => relay.warn({ doc, userId, reason }, 'relay: client message refused'),
    socketError: (doc: string, userId: string, error: Error) => relay.warn({ doc, userId, err: error.message }, 'relay: socket error (the socket is closed, other clients go on)'),
    sessionEnded: (doc: string, userId: string) => relay.debug({ doc, userId }, 'relay: session ended, socket closed'),
    tooManyDocuments: (doc: string, limit: number) => relay.warn({ doc, limit }, 'relay: documents-in-memory limit reached, new document refused'),
    failed: (error: unknown, doc: string | undefined, stage: string) => relay.error({ doc, stage, err: error instanceof Error ? error.message : String(error) }, 'relay: failure'),
    /** Loads and unloads, at debug level: frequent, and only interesting when tracing a document. */
    hook: (): RelayHook => ({
      onLoad: async (doc) => relay.debug({ doc: doc.name }, 'relay: document loaded'),
      onUnload: async (doc) => relay.debug({ doc: doc.name }, 'relay: document unloaded'),
    }),
  };
}

export type RelayLog = ReturnType<typeof relayLog>;
