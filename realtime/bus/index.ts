/**
 * The browser's one event bus (issue 4): typed Observables fed by the socket.io hub (and, for the
 * backend status, by a poll while the socket is down). Components subscribe here and never open
 * sockets. Imported lazily: rxjs and socket.io-client stay out of the first screen.
 */
export {
  importStatus$,
  chat$,
  backendStatus$,
  discussions$,
  entityChanges$,
  notifications$,
  rightsChanged$,
  reasoner$,
  connectionState$,
  type ChatEvent,
  type BackendStatusEvent,
  type ConnectionState,
} from './busStreams';
export { startBus, stopBus, watchEntity, STATUS_POLL_MS, type BusOptions } from './busConnection';
