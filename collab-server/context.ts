import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from './logger';
import type { Config } from './config';
import type { Database } from './store';
import type { HubEventName, HubEventPayload } from '../realtime/protocol/hubEvents';

/** What every handler and command is given: configuration, the store and the shared services. */
export type AppContext = {
  config: Config;
  db: Kysely<Database>;
  storeKind: 'pglite' | 'postgres';
  redis: Redis | null;
  tokens: TokenSigner;
  license: License;
  log: Logger;
  /** Pushes events to browsers through the socket.io hub; replaced by the real hub once it starts. */
  hub: HubPublisher;
};

// The services' shapes live here, below the areas that implement them (auth/tokens.ts, auth/license.ts,
// hub/hubPublisher.ts), so that the context imports no area.

/** Signs and checks the session tokens (auth/tokens.ts). */
export type TokenSigner = {
  sign: (sessionId: string, expiresAt: Date) => Promise<string>;
  /** The session id the token names, or null when the token is forged, malformed or expired. */
  verify: (token: string) => Promise<string | null>;
};

/** The licence in force (auth/license.ts). */
export type License = {
  /** The signed licence (compact JWS) sent to clients in the `x-license` header. */
  token: string;
  licensee: string;
  expiresAt: Date;
  /** Distinct users that may hold a session at once. */
  maxUsers: number;
  development: boolean;
};

/**
 * How server code pushes an event to browsers, without knowing about socket.io: commands (chat,
 * imports, notifications) call it after their transaction commits. The hub (`startHub`) installs
 * the real one; until then, and in processes without a hub, events go nowhere.
 */
export interface HubPublisher {
  /** To every socket of these users, on every server process. */
  toUsers<N extends HubEventName>(userIds: readonly string[], event: N, payload: HubEventPayload<N>): void;
  /** To every socket in a room (see `userRoom` / `entityRoom`), on every server process. */
  toRoom<N extends HubEventName>(room: string, event: N, payload: HubEventPayload<N>): void;
  /** To every connected socket. */
  toAll<N extends HubEventName>(event: N, payload: HubEventPayload<N>): void;
  /**
   * A transaction that wrote the change log has committed in this process: its changes are read and
   * pushed now rather than at the tail's next poll, here and (with Redis) on every other process.
   */
  changesWritten(): void;
}
