/**
 * The services the platform's ping reports (collab-server: database, redis, hub, hub-redis, relay,
 * the test control) as the screens name them: what each does for the user, in the interface
 * language, instead of the server's code names. A service added later without a name here shows
 * as the server calls it rather than disappearing.
 */
const KNOWN_SERVICES = ['database', 'redis', 'hub', 'hub-redis', 'relay', 'test-override'] as const;
const KNOWN: ReadonlySet<string> = new Set(KNOWN_SERVICES);

/** The locale key of a service's name; null for a service it does not know. */
export const serviceNameKey = (name: string): string | null => (KNOWN.has(name) ? `pages.services.names.${name}` : null);

/** The key of a status word (works, reduced, down); statuses outside the protocol's fall back to "unknown". */
export const serviceStatusKey = (status: string): string => `pages.services.status.${status === 'GREEN' || status === 'YELLOW' || status === 'RED' ? status : 'unknown'}`;

/**
 * The server's detail line (e.g. "sockets: 3") is for operators: the list shows a plain reason
 * only when a service is down and keeps the technical text for a tooltip.
 */
export const showsProblem = (status: string): boolean => status === 'RED';
