import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from './logger';
import type { Config } from './config';
import type { Database } from './store/schema';
import type { TokenSigner } from './auth/tokens';
import type { License } from './auth/license';
import type { HubPublisher } from './hub/hubPublisher';

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
