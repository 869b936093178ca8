import type { FastifyInstance } from 'fastify';
import type { Migration, RawBuilder } from 'kysely';
import type { AppContext } from './context';
import type { Logger } from './logger';
import type { Caller } from './auth';
import type { ChangeFeed, RoomGuard } from './hub';
import type { PeriodicJob } from './jobs';
import type { RelayHookFactory } from './relay';
import type { WriteHook } from './ontologyStore';
import type { GetDataPayload, GetDataResult } from '../realtime/protocol/dataApi/getData';
import type { QuickLaunchKind } from '../realtime/protocol/shell/quickLaunch';

/**
 * get_data acts an area answers itself (a saved semantic search): the data API asks each provider
 * whether the payload is its own before reading instances.
 */
export type DataProvider = {
  name: string;
  accepts: (payload: GetDataPayload) => boolean;
  read: (ctx: AppContext, caller: Caller, payload: GetDataPayload) => Promise<GetDataResult>;
};

/** One row of quick launch's union: `rank` orders the kinds, as the list of areas does. */
export type QuickLaunchRank = (kind: QuickLaunchKind) => number;

/**
 * An area's objects in quick launch (Ctrl+O): a SQL select of (id, name, rank, class_id,
 * class_name) rows whose name contains `q`, readable by the caller, or null when the area has
 * nothing to offer this caller (its section turned off, a public user).
 */
export type QuickLaunchSource = {
  kinds: readonly QuickLaunchKind[];
  matches: (ctx: AppContext, caller: Caller, q: string, rank: QuickLaunchRank) => Promise<RawBuilder<unknown> | null>;
  /** The app path that opens a found object; `parentId` is its class or document where the kind has one. */
  link: (kind: QuickLaunchKind, id: string, parentId: string) => string;
};

/** What an area keeps running while the server is up (watchers, workers, hub rooms); stopped in reverse order. */
export type AreaRuntime = { close: () => Promise<void> | void };

/** What a started area is given: the process's change feed (the change log as the hub tails it). */
export type AreaServices = { changes: ChangeFeed };

/**
 * One product area as the server sees it: everything it adds to the platform, declared in one
 * module (`<area>/…Area.ts`, e.g. `dmn/dmnArea.ts`, exported by its index.ts) and started by the list of areas
 * (collab-server/areas.ts). The core imports no area; an area plugs in here.
 */
export type ServerArea = {
  /** The area's name: its folder under collab-server/, its feature under src/features, its wire file. */
  name: string;
  /** Its HTTP API, mounted under BASE_PATH/api. */
  routes?: (api: FastifyInstance, ctx: AppContext) => Promise<void>;
  /** Its numbered migrations, by name; all areas' migrations are applied in the order of their names. */
  migrations?: Readonly<Record<string, Migration>>;
  /** What a first start must find (idempotent, safe in several processes at once). */
  bootstrap?: (ctx: AppContext, log: Logger) => Promise<void>;
  /** Jobs every process runs periodically. */
  jobs?: readonly PeriodicJob[];
  /** Hooks on the ontology store's writes: in the transaction and after commit. */
  writeHooks?: readonly WriteHook[];
  /** get_data acts the area answers. */
  dataProviders?: readonly DataProvider[];
  /** Its objects in quick launch. */
  quickLaunch?: readonly QuickLaunchSource[];
  /** Who may be in the hub's rooms of the area's objects (a socket watching them, catching up on them). */
  hubRooms?: readonly RoomGuard[];
  /** Hooks on the relay's live documents, for the area's kind of document. */
  relayHooks?: RelayHookFactory;
  /** Started once the hub is up (its rooms, its watchers of the change feed); stopped before the store closes. */
  start?: (ctx: AppContext, services: AreaServices) => AreaRuntime;
};
