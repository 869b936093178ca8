import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { Caller } from '../auth';
import type { DataRequest } from '../../realtime/protocol/dataApi/dataRequest';
import { runAct } from './runAct';
import { recordQueryHistory } from '../admin/queryHistory';

/** The longest payload kept: big set_data calls would otherwise fill the table. */
export const PAYLOAD_MAX_CHARS = 10_000;
const ERROR_MAX_CHARS = 2000;

function rowsOf(result: unknown): number | null {
  if (typeof result !== 'object' || result === null || !('rows' in result)) return null;
  return Array.isArray(result.rows) ? result.rows.length : null;
}

function commandOf(request: DataRequest): string | null {
  const command = request.act === 'get_data' ? request.payload.command : undefined;
  return typeof command === 'string' ? command : null;
}

/**
 * Runs a data-API act and queues its record for the query history: who, what (the payload, cut),
 * how long, how many rows or which error. The record is written later in a batch, so the call
 * pays only for taking the time.
 */
export async function runRecordedAct(ctx: AppContext, caller: Caller, request: DataRequest, options: { deferred?: boolean } = {}): Promise<unknown> {
  const at = new Date();
  const started = performance.now();
  const record = (rows: number | null, error: string | null): void =>
    recordQueryHistory(ctx, {
      id: randomUUID(),
      user_id: caller.user.id,
      act: request.act,
      payload: JSON.stringify(request.payload).slice(0, PAYLOAD_MAX_CHARS),
      command: commandOf(request),
      deferred: options.deferred ?? false,
      duration_ms: Math.round((performance.now() - started) * 100) / 100,
      rows,
      error: error === null ? null : error.slice(0, ERROR_MAX_CHARS),
      at,
    });
  try {
    const result = await runAct(ctx, caller, request);
    record(rowsOf(result), null);
    return result;
  } catch (error) {
    record(null, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
