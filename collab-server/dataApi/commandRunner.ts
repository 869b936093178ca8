import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { getDataPayloadSchema, type GetDataPayload } from '../../realtime/protocol/dataApi/getData';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { invalid } from '../problems';

/** A stored query: an instance of the Command class, found by its name. */
export type StoredCommand = {
  name: string;
  /** The stored get_data payload. */
  query: GetDataPayload;
  /** > 0: its answers are cached this long. */
  cacheSeconds: number;
  /** One cached answer per user rather than one per kind of caller. */
  perUser: boolean;
};

/** What a request may add to a command: the page, the order, a narrower set, and caching. */
const OVERRIDABLE = new Set(['command', 'limit', 'offset', 'sort', 'filter', 'idx', 'cache', 'tab_session_id']);

const storedQuerySchema = getDataPayloadSchema.omit({ command: true, cache: true, tab_session_id: true });

export async function loadCommand(db: Kysely<Database>, name: string): Promise<StoredCommand> {
  const rows = await db
    .selectFrom('instances as c')
    .innerJoin('memberships as m', (join) => join.onRef('m.instance_id', '=', 'c.id').on('m.class_id', '=', META_CLASS.Command))
    .leftJoin('vals as v', (join) => join.onRef('v.inst', '=', 'c.id').on('v.prop', 'in', [META_PROP.query, META_PROP.cacheSeconds, META_PROP.perUser]))
    .select(['c.id', 'v.prop', 'v.t', 'v.n', 'v.b'])
    .where('c.name', '=', name)
    .orderBy('c.id')
    .orderBy('v.idx')
    .execute();
  if (rows.length === 0) throw invalid(`Unknown command: ${name}`);
  // two commands of one name: the first by id answers, always the same one
  const own = rows.filter((r) => r.id === rows[0]!.id);
  const text = own.find((r) => r.prop === META_PROP.query)?.t;
  if (!text) throw invalid(`Command ${name} has no query`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid(`Command ${name} has a query that is not JSON`);
  }
  const checked = storedQuerySchema.safeParse(parsed);
  if (!checked.success) {
    throw invalid(`Command ${name} has an invalid query: ${checked.error.issues.map((i) => `${i.path.join('.') || '(query)'}: ${i.message}`).join('; ')}`);
  }
  return {
    name,
    query: checked.data,
    cacheSeconds: own.find((r) => r.prop === META_PROP.cacheSeconds)?.n ?? 0,
    perUser: own.find((r) => r.prop === META_PROP.perUser)?.b ?? false,
  };
}

/**
 * The request run for a command: the stored query with the request's limit, offset, sort and idx
 * in place of its own and the request's filter added to its own.
 */
export function commandPayload(command: StoredCommand, request: GetDataPayload): GetDataPayload {
  const extra = Object.keys(request).filter((k) => !OVERRIDABLE.has(k));
  if (extra.length) {
    throw invalid(`With command, a request may only give limit, offset, sort, filter, idx and cache, not: ${extra.join(', ')}`);
  }
  const stored = command.query;
  const filters = [stored.filter, request.filter].filter((f) => f !== undefined);
  return {
    ...stored,
    ...(request.limit !== undefined ? { limit: request.limit } : {}),
    ...(request.offset !== undefined ? { offset: request.offset } : {}),
    ...(request.sort !== undefined ? { sort: request.sort } : {}),
    ...(request.idx !== undefined ? { idx: request.idx } : {}),
    ...(filters.length === 2 ? { filter: { and: filters.map((f) => (Array.isArray(f) ? { and: f } : f!)) } } : filters.length === 1 ? { filter: filters[0] } : {}),
  };
}

/** The part of a command request its cached answer depends on. */
export function commandOverrides(request: GetDataPayload): Partial<GetDataPayload> {
  const { limit, offset, sort, filter, idx } = request;
  return { limit, offset, sort, filter, idx };
}
