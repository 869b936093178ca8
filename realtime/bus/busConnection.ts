import { idSchema } from '../protocol/ids';
import type { ChatMessageEvent, EntityChange } from '../protocol/hubEvents';
import { HUB_MAX_ENTITIES } from '../protocol/hubMessages';
import { HubSocket, RECONNECT } from '../socket/hubSocket';
import { sources, type BackendStatusEvent } from './busStreams';
import { EntityWatches, inBatches } from './entityWatches';
import { maxSeq, RecentIds } from './recentIds';
import { fetchChatSince } from './chatCatchUp';

export type BusOptions = {
  /** The app's base path, e.g. '/' or '/ontoweave/'. */
  basePath: string;
  /** The Authorization value of the session (raw token or `Bearer …`); a function is read at every connection attempt. */
  token: string | (() => string | null);
  /** Origin of the server; default: the page's. */
  origin?: string;
  /** The fallback status source while the socket is down (GET public/ping). */
  pollBackendStatus?: () => Promise<BackendStatusEvent>;
  warn?: (message: string, detail?: unknown) => void;
};

/** Platform spec §9: the backend status is asked every 10 s (here: while the hub cannot push it). */
export const STATUS_POLL_MS = 10_000;
// a catch-up this deep is no longer a gap: pages beyond it are left to the screens' own reloads
const MAX_CATCH_UP_PAGES = 20;

// kept across sessions: what components watch does not depend on the socket of the moment
const watches = new EntityWatches();
let session: BusConnection | null = null;
// rooms the hub has confirmed joining on this connection, and who waits to hear of a join
const joined = new Set<string>();
const joinWaiters = new Map<string, Set<() => void>>();

function confirmJoined(entities: readonly string[]): void {
  for (const id of entities) {
    joined.add(id);
    const waiting = joinWaiters.get(id);
    joinWaiters.delete(id);
    for (const waiter of waiting ?? []) waiter();
  }
}

/**
 * One tab's connection to the hub: feeds the bus's subjects, rejoins the watched rooms after every
 * reconnect and then catches up what was missed (entity changes from the change log, chat
 * messages from the chat's REST call), de-duplicated against what arrived live.
 */
class BusConnection {
  private readonly hub: HubSocket;
  private readonly token: () => string | null;
  private readonly warn: (message: string, detail?: unknown) => void;
  private lastChangeSeq: string | null = null;
  private lastChatSeq: string | null = null;
  private readonly seenChanges = new RecentIds();
  private readonly seenChat = new RecentIds();
  private everConnected = false;
  private closed = false;
  private flushQueued = false;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: BusOptions) {
    const token = options.token;
    this.token = typeof token === 'function' ? token : () => token;
    this.warn = options.warn ?? ((message, detail) => console.warn(`[bus] ${message}`, detail ?? ''));
    this.hub = new HubSocket({ basePath: options.basePath, token: this.token, origin: options.origin, warn: this.warn });
    this.hub.on('IMPORT_STATUS_UPDATE', (update) => sources.importStatus.next(update));
    this.hub.on('CHAT_MESSAGE', (message) => this.deliverChat(message));
    this.hub.on('CHAT_READ', (read) => sources.chat.next({ type: 'read', read }));
    this.hub.on('BACKEND_STATUS', (status) => sources.backendStatus.next(status));
    this.hub.on('DISCUSSION_UPDATE', (update) => sources.discussions.next(update));
    this.hub.on('NOTIFICATION', (notification) => sources.notifications.next(notification));
    this.hub.on('RIGHTS_CHANGED', () => sources.rightsChanged.next());
    this.hub.on('REASONER_UPDATE', (update) => sources.reasoner.next(update));
    this.hub.on('ENTITY_CHANGE', (change) => this.deliverChange(change));
    const socket = this.hub.socket;
    socket.on('connect', () => void this.onConnect());
    socket.on('disconnect', (reason) => {
      if (this.closed) return;
      sources.connectionState.next('reconnecting');
      this.startPolling(true);
      // the server ended the socket on purpose (a shutdown): socket.io does not retry that itself
      if (reason === 'io server disconnect') this.retryLater(RECONNECT.delayMs);
    });
    socket.on('connect_error', (error) => {
      if (this.closed) return;
      this.startPolling(false);
      if (socket.active) return void sources.connectionState.next(this.everConnected ? 'reconnecting' : 'connecting');
      // refused by the handshake: a renewed token may be accepted later
      this.warn(`the hub refused the connection: ${error.message}`);
      sources.connectionState.next('refused');
      this.retryLater(RECONNECT.delayMaxMs);
    });
    sources.connectionState.next('connecting');
    this.startPolling(true);
    this.hub.connect();
  }

  close(): void {
    this.closed = true;
    this.stopPolling();
    clearTimeout(this.retryTimer);
    this.hub.close();
  }

  /** Sends the joins and leaves gathered since the last flush, in one message each (per 200). */
  queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => {
      this.flushQueued = false;
      if (this.closed || !this.hub.socket.connected) return;
      const { join, leave } = watches.flush();
      for (const entities of inBatches(join, HUB_MAX_ENTITIES)) void this.send('watch', entities);
      for (const entities of inBatches(leave, HUB_MAX_ENTITIES)) void this.send('unwatch', entities);
    });
  }

  private async send(name: 'watch' | 'unwatch', entities: string[]): Promise<void> {
    try {
      const ack = await this.hub.ask(name, { entities });
      if (!ack.ok) this.warn(`${name} refused: ${ack.error}`);
      else if (name === 'watch') confirmJoined(entities);
      else for (const id of entities) joined.delete(id);
    } catch (error) {
      this.warn(`${name} failed`, error);
    }
  }

  private async onConnect(): Promise<void> {
    const reconnected = this.everConnected;
    this.everConnected = true;
    sources.connectionState.next('connected');
    this.stopPolling();
    joined.clear();
    try {
      const sync = await this.hub.ask('sync', {});
      if (sync.ok) {
        this.lastChangeSeq ??= sync.changeSeq;
        this.lastChatSeq ??= sync.chatSeq;
      }
      // a new connection is in no room: every watched entity is joined again, pending changes included
      watches.flush();
      await Promise.all(inBatches(watches.all(), HUB_MAX_ENTITIES).map((entities) => this.send('watch', entities)));
      if (reconnected) await Promise.all([this.catchUpChanges(), this.catchUpChat()]);
    } catch (error) {
      this.warn('resubscribing after connecting failed', error);
    }
  }

  private async catchUpChanges(): Promise<void> {
    const since = this.lastChangeSeq;
    if (since === null) return;
    for (const entities of inBatches(watches.all(), HUB_MAX_ENTITIES)) {
      let from = since;
      for (let page = 0; page < MAX_CATCH_UP_PAGES; page++) {
        const ack = await this.hub.ask('catchUp', { since: from, entities });
        if (!ack.ok) {
          this.warn(`catch-up refused: ${ack.error}`);
          break;
        }
        for (const change of ack.changes) this.deliverChange(change);
        this.lastChangeSeq = maxSeq(this.lastChangeSeq, ack.until);
        if (!ack.more) break;
        from = ack.until;
      }
    }
  }

  private async catchUpChat(): Promise<void> {
    if (this.lastChatSeq === null) return;
    const missed = await fetchChatSince({ basePath: this.options.basePath, origin: this.options.origin, authorization: this.token(), since: this.lastChatSeq }, this.warn);
    for (const message of missed) this.deliverChat(message);
  }

  private deliverChange(change: EntityChange): void {
    this.lastChangeSeq = maxSeq(this.lastChangeSeq, change.seq);
    if (this.seenChanges.add(change.seq)) sources.entityChanges.next(change);
  }

  private deliverChat(message: ChatMessageEvent): void {
    this.lastChatSeq = maxSeq(this.lastChatSeq, message.seq);
    if (this.seenChat.add(message.id)) sources.chat.next({ type: 'message', message });
  }

  private retryLater(ms: number): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (!this.closed && !this.hub.socket.connected && !this.hub.socket.active) this.hub.connect();
    }, ms);
  }

  /** While the socket is down the status is polled; `now` asks at once too. */
  private startPolling(now: boolean): void {
    const poll = this.options.pollBackendStatus;
    if (!poll || this.pollTimer !== undefined) return;
    const ask = () =>
      void poll().then(
        (status) => {
          if (!this.closed) sources.backendStatus.next(status);
        },
        () => undefined,
      );
    if (now) ask();
    this.pollTimer = setInterval(ask, STATUS_POLL_MS);
  }

  private stopPolling(): void {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }
}

/** Connects the bus for a signed-in user (once per tab; a second call replaces the first). */
export function startBus(options: BusOptions): void {
  stopBus();
  session = new BusConnection(options);
}

/** Disconnects (sign-out). Subscriptions and watches stay, for the next sign-in. */
export function stopBus(): void {
  session?.close();
  session = null;
  sources.backendStatus.next(null);
  sources.connectionState.next('idle');
}

/**
 * Joins the room of an entity (an instance, or a class: its instances' changes come too) so its
 * changes arrive on `entityChanges$`; returns the function that lets go (call it once).
 * `onJoined` is called once the hub has the tab in the room: a screen that loaded the entity
 * before asks again then, so nothing announced between its load and the join is missed.
 */
export function watchEntity(id: string, onJoined?: () => void): () => void {
  if (!idSchema.safeParse(id).success) {
    console.warn(`[bus] not an entity id: ${id}`);
    return () => undefined;
  }
  watches.watch(id);
  let waiter: (() => void) | null = null;
  if (onJoined && joined.has(id)) queueMicrotask(onJoined);
  else if (onJoined) {
    waiter = () => onJoined();
    joinWaiters.set(id, (joinWaiters.get(id) ?? new Set()).add(waiter));
  }
  session?.queueFlush();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (waiter) joinWaiters.get(id)?.delete(waiter);
    watches.release(id);
    session?.queueFlush();
  };
}
