import { commandNameSchema, getDataPayloadSchema, type GetDataPayload } from '../../../../realtime/protocol/dataApi/getData';

/** Why a problem was found: the screen turns each into text (with the JSON position or the field path). */
export type QueryProblem =
  | { kind: 'empty' }
  | { kind: 'syntax'; message: string }
  | { kind: 'notObject' }
  | { kind: 'nestedCommand' }
  | { kind: 'field'; path: string; message: string };

type QueryCheck = { ok: true; payload: GetDataPayload } | { ok: false; problems: QueryProblem[] };

/**
 * A command's query is the JSON text of a get_data payload. It is checked here with the same
 * schema the server uses, so mistakes show before saving rather than when someone runs it.
 */
export function checkCommandQuery(text: string): QueryCheck {
  if (text.trim() === '') return { ok: false, problems: [{ kind: 'empty' }] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ kind: 'syntax', message: error instanceof Error ? error.message : String(error) }] };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, problems: [{ kind: 'notObject' }] };
  // a stored query that runs another command would chain lookups (and could loop)
  if ('command' in value) return { ok: false, problems: [{ kind: 'nestedCommand' }] };
  const parsed = getDataPayloadSchema.safeParse(value);
  if (parsed.success) return { ok: true, payload: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({ kind: 'field', path: issue.path.map(String).join('.') || '(payload)', message: issue.message })),
  };
}

/**
 * Pretty-prints a query's JSON: a command's for editing, a recorded call in the query history.
 * Text that is not JSON is left as it is (a recorded payload is cut at 10,000 characters).
 */
export function formatQueryText(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** A command is run by name, so its name must be one get_data `command` accepts. */
export function isValidCommandName(name: string): boolean {
  return commandNameSchema.safeParse(name).success;
}
