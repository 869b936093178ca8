import { KnownApiError, UnknownApiError } from './apiErrors';

export type RawAnswer = { status: number; ok: boolean; statusText: string; text: string };

function errorField(json: unknown): string | undefined {
  if (!json || typeof json !== 'object' || !('error' in json)) return undefined;
  const value = json.error;
  return typeof value === 'string' ? value : value == null ? undefined : JSON.stringify(value);
}

/**
 * The value of an API answer, or the error it stands for: an `error` field (whatever the status)
 * is a known error; a failed status without one, or a body that is not JSON, is unknown.
 */
export function readApiAnswer(answer: RawAnswer, query: string, noLog = false): unknown {
  let json: unknown = null;
  try {
    json = answer.text ? JSON.parse(answer.text) : null;
  } catch {
    throw new UnknownApiError(answer.text.slice(0, 1000) || answer.statusText || `HTTP ${answer.status}`, answer.status, { noLog });
  }
  const error = errorField(json);
  if (error !== undefined) throw new KnownApiError(error, answer.status, query, { noLog, data: json });
  if (!answer.ok) throw new UnknownApiError(answer.statusText || `HTTP ${answer.status}`, answer.status, { noLog, data: json });
  return json;
}
