import { BehaviorSubject, Subject, distinctUntilChanged, filter, type Observable } from 'rxjs';
import type { ChatMessageEvent, ChatReadEvent, DiscussionUpdate, EntityChange, ImportStatusUpdate, NotificationEvent } from '../protocol/hubEvents';
import type { PingResult } from '../protocol/shell/status';
import type { ReasonerUpdate } from '../protocol/reasoner';

/** A chat event: a new message or someone's read mark. */
export type ChatEvent = { type: 'message'; message: ChatMessageEvent } | { type: 'read'; read: ChatReadEvent };

/** The backend's status: pushed by the hub, or polled while the socket is down ('unreachable' when that fails too). */
export type BackendStatusEvent = PingResult | 'unreachable';

/**
 * idle: not started (signed out); connecting: the first attempt; connected; reconnecting: lost,
 * trying again with backoff; refused: the hub refused the session (the token is no longer valid).
 */
export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'refused';

// the subjects live as long as the page: components may subscribe before the bus starts and
// keep their subscriptions across a sign-out and the next sign-in
export const sources = {
  importStatus: new Subject<ImportStatusUpdate>(),
  chat: new Subject<ChatEvent>(),
  // null: none known since the bus (re)started; a stale status is not replayed to the next sign-in
  backendStatus: new BehaviorSubject<BackendStatusEvent | null>(null),
  discussions: new Subject<DiscussionUpdate>(),
  entityChanges: new Subject<EntityChange>(),
  notifications: new Subject<NotificationEvent>(),
  rightsChanged: new Subject<void>(),
  reasoner: new Subject<ReasonerUpdate>(),
  connectionState: new BehaviorSubject<ConnectionState>('idle'),
};

export const importStatus$: Observable<ImportStatusUpdate> = sources.importStatus.asObservable();
export const chat$: Observable<ChatEvent> = sources.chat.asObservable();
/** The latest status known since the bus started (to a new subscriber too), then each new one. */
export const backendStatus$: Observable<BackendStatusEvent> = sources.backendStatus.pipe(filter((s): s is BackendStatusEvent => s !== null));
export const discussions$: Observable<DiscussionUpdate> = sources.discussions.asObservable();
/** Changes of the entities watched with `watchEntity` (and of the instances of watched classes), in seq order per connection. */
export const entityChanges$: Observable<EntityChange> = sources.entityChanges.asObservable();
export const notifications$: Observable<NotificationEvent> = sources.notifications.asObservable();
/** Roles or assignments changed somewhere: ask for the edit rights again and re-read what is shown. */
export const rightsChanged$: Observable<void> = sources.rightsChanged.asObservable();
/** Reasoner runs of the maps watched with `watchEntity(mapId)`. */
export const reasoner$: Observable<ReasonerUpdate> = sources.reasoner.asObservable();
/** The current state first, then each change. */
export const connectionState$: Observable<ConnectionState> = sources.connectionState.pipe(distinctUntilChanged());
